import {
  EMERGENCY_NUMBER,
  SUCHT_DROGEN_HOTLINE_NUMBER,
  TELEFONSEELSORGE_NUMBERS,
  crisisReply,
  detectCrisis,
} from './index';

describe('detectCrisis', () => {
  it.each([
    'Ich will nicht mehr leben.',
    'ich WILL NICHT MEHR LEBEN',
    'Manchmal denke ich daran, mich umzubringen.',
    'ich bring mich um',
    'Ich denke an Suizid',
    'ich hab an selbstmort gedacht',
    'Ich will einfach alles beenden',
    'Ich will mit allem Schluss machen.',
    'Ich will Schluss machen.',
    'Das Leben hat keinen Sinn mehr',
    'nix hat mehr sinn, es hat alles keinen sinn mehr',
    'Ich möchte sterben',
    'Ich moechte mir das Leben nehmen',
    'Wäre ich doch lieber tot',
  ])('flags suicidal signal: %s', (message) => {
    expect(detectCrisis(message)).toBe('suicidal');
  });

  it.each([
    'Ich habe wieder getrunken und kann nicht aufhören.',
    'ich hab wieder getrunken',
    'Ich kann nicht aufhoeren zu trinken',
    'Ich hatte gestern einen Rückfall.',
    'Ich bin rückfällig geworden',
    'Ich bin gerade betrunken und will fahren.',
    'bin grad besoffen und muss noch heimfahren',
    'Ich habe gerade extremen Suchtdruck',
    'Das Craving ist heute kaum auszuhalten',
    'RUECKFALL!!! hilfe',
  ])('flags relapse emergency: %s', (message) => {
    expect(detectCrisis(message)).toBe('relapse-emergency');
  });

  it.each([
    'Wie vermeide ich einen Rückfall?',
    'Meine Rückfallprävention besteht aus einem Notfallplan.',
    'Rückfallvermeidung ist mir wichtig.',
    'Ich hatte vor drei Jahren einen Rückfall, seitdem bin ich abstinent.',
    'Damals hatte ich einen Rückfall nach der Trennung.',
    'Schluss mit dem Trinken – das habe ich 2021 entschieden.',
    'Ich habe Schluss gemacht mit dem Alkohol.',
    'Wenn ich Suchtdruck habe, rufe ich meinen Bruder an.',
    'Seit der Trennung habe ich nie wieder getrunken.',
    'Ich habe nicht wieder getrunken.',
    'Ich bin damals betrunken nach Hause gefahren.',
    'Ich habe an dem Abend vier Bier getrunken und bin dann gefahren.',
    'Ich möchte meinen Führerschein zurück und wieder fahren.',
    'Ich lebe jetzt viel bewusster.',
    '',
  ])('does not flag MPU talk: %s', (message) => {
    expect(detectCrisis(message)).toBeNull();
  });
});

describe('crisisReply', () => {
  it('contains Telefonseelsorge and emergency numbers for suicidal messages', () => {
    const reply = crisisReply('suicidal');
    for (const number of TELEFONSEELSORGE_NUMBERS) expect(reply).toContain(number);
    expect(reply).toContain(EMERGENCY_NUMBER);
    expect(reply).toContain('0800 111 0 111');
    expect(reply).toContain('112');
  });

  it('contains all numbers and the advice not to drive for relapse emergencies', () => {
    const reply = crisisReply('relapse-emergency');
    for (const number of TELEFONSEELSORGE_NUMBERS) expect(reply).toContain(number);
    expect(reply).toContain(EMERGENCY_NUMBER);
    expect(reply).toContain(SUCHT_DROGEN_HOTLINE_NUMBER);
    expect(reply).toContain('01806 313031');
    expect(reply).toMatch(/nicht selbst Auto/);
  });
});

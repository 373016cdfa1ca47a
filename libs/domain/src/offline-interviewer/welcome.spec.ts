import { chatWelcome, OFFLINE_MODE_LABEL, offlineWelcome } from './welcome';

describe('offlineWelcome', () => {
  it('lists the five alcohol/drug coach topics in order', () => {
    const text = offlineWelcome('coach');
    expect(text).toContain(OFFLINE_MODE_LABEL);
    expect(text).toContain(
      '1. Fragen zum Delikt\n2. Allgemeines Konsumverhalten\n3. Ursachen und Motive\n4. Veränderungen und aktuelles Leben\n5. Abstinenz und Rückfallprävention',
    );
  });

  it('lists the four traffic coach topics', () => {
    expect(offlineWelcome('traffic-coach')).toContain(
      '1. Fragen zum Delikt\n2. Ursachen und Einstellung zu Regeln\n3. Veränderungen und aktuelles Leben\n4. Rückfallprävention',
    );
  });

  it('welcomes to the simulation with the type label and the feedback at the end', () => {
    const text = offlineWelcome('simulator', 'type3');
    expect(text).toContain('Willkommen zur MPU-Simulation');
    expect(text).toContain('Typ D');
    expect(text).toContain('bestanden hätten');
    expect(offlineWelcome('traffic-simulator', 'type4')).toContain('Typ E');
    expect(offlineWelcome('traffic-simulator')).toContain('Typ A');
  });

  it('is labelled as practice mode', () => {
    expect(OFFLINE_MODE_LABEL).toBe('Übungsmodus ohne KI');
  });
});

describe('chatWelcome', () => {
  const COACH_TOPICS =
    '1. Fragen zum Delikt\n2. Allgemeines Konsumverhalten\n3. Ursachen und Motive\n4. Veränderungen und aktuelles Leben\n5. Abstinenz und Rückfallprävention';
  const TRAFFIC_TOPICS =
    '1. Fragen zum Delikt\n2. Ursachen und Einstellung zu Regeln\n3. Veränderungen und aktuelles Leben\n4. Rückfallprävention';

  it('uses the offline wording for the offline provider', () => {
    expect(chatWelcome('coach', undefined, 'offline')).toBe(offlineWelcome('coach'));
    expect(chatWelcome('traffic-simulator', 'type2', 'offline')).toBe(
      offlineWelcome('traffic-simulator', 'type2'),
    );
  });

  it('lists the same topics for the LLM coach, without the offline label or commands', () => {
    const coach = chatWelcome('coach', undefined, 'llm');
    expect(coach).toContain('Willkommen beim MPU Coach für Alkohol und Drogen.');
    expect(coach).toContain(COACH_TOPICS);
    expect(coach).not.toContain(OFFLINE_MODE_LABEL);
    expect(coach).not.toContain('„weiter“');

    const traffic = chatWelcome('traffic-coach');
    expect(traffic).toContain('Verkehrsdelikte');
    expect(traffic).toContain(TRAFFIC_TOPICS);
    expect(traffic).not.toContain('5.');
  });

  it('welcomes to the LLM simulation with the type label and the feedback at the end', () => {
    const text = chatWelcome('simulator', 'type2', 'llm');
    expect(text).toContain('Willkommen zur MPU-Simulation (Alkohol und Drogen, Typ C).');
    expect(text).toContain(
      'Am Ende erhalten Sie ein Feedback, ob Sie die MPU mit diesen Antworten voraussichtlich bestanden hätten',
    );
    expect(text).not.toContain(OFFLINE_MODE_LABEL);
    expect(chatWelcome('traffic-simulator', 'type4')).toContain('Verkehrsdelikte, Typ E');
    expect(chatWelcome('traffic-simulator')).toContain('Typ A');
  });

  it('never promises that the user will pass', () => {
    for (const mode of ['coach', 'traffic-coach', 'simulator', 'traffic-simulator'] as const) {
      for (const provider of ['llm', 'offline'] as const) {
        expect(chatWelcome(mode, undefined, provider)).not.toMatch(/werden (die MPU )?bestehen|garantiert/i);
      }
    }
  });
});

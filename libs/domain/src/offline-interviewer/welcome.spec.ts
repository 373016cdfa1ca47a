import { OFFLINE_MODE_LABEL, offlineWelcome } from './welcome';

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

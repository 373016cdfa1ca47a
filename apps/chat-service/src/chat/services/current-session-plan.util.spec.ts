import { CHAT_MESSAGES, type SimulatorType } from '@mpu/contracts';
import { ServiceException } from '@mpu/server-kit/service';
import { currentSessionPlan, newSessionSimulatorType } from './current-session-plan.util';

const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function failure(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceException) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('did not fail');
}

describe('session rules', () => {
  it('defaults a new simulator to its first type and checks the type against the simulator', () => {
    expect(newSessionSimulatorType('simulator', undefined)).toBe('default');
    expect(newSessionSimulatorType('traffic-simulator', null)).toBe('type1');
    expect(newSessionSimulatorType('simulator', 'type3')).toBe('type3');
    expect(failure(() => newSessionSimulatorType('traffic-simulator', 'default')).message).toBe(
      CHAT_MESSAGES.invalidSimulatorType,
    );
    expect(
      failure(() => newSessionSimulatorType('traffic-simulator', 'type3x' as SimulatorType)).status,
    ).toBe(400);
  });

  it('stores no simulator type for coaches', () => {
    expect(newSessionSimulatorType('coach', 'type2')).toBeNull();
  });

  it('plans createNew, a given session, or the last open one', () => {
    expect(currentSessionPlan('simulator', { createNew: true, simulatorType: 'type2' })).toEqual({
      kind: 'create',
      simulatorType: 'type2',
    });
    expect(currentSessionPlan('coach', { previousSessionId: id, continueLast: true })).toEqual({
      kind: 'given',
      sessionId: id,
    });
    expect(currentSessionPlan('coach', { continueLast: true })).toEqual({
      kind: 'latest-or-create',
      simulatorType: null,
    });
    expect(currentSessionPlan('traffic-simulator', {})).toEqual({
      kind: 'latest-or-create',
      simulatorType: 'type1',
    });
  });

  it('createNew wins over a given session and rejects a wrong type', () => {
    expect(currentSessionPlan('coach', { createNew: true, previousSessionId: id }).kind).toBe('create');
    expect(
      failure(() => currentSessionPlan('simulator', { createNew: true, simulatorType: 'x' as SimulatorType }))
        .status,
    ).toBe(400);
  });

  it('continuing with a stale simulator type falls back to the first type', () => {
    expect(currentSessionPlan('traffic-simulator', { continueLast: true, simulatorType: 'default' })).toEqual(
      {
        kind: 'latest-or-create',
        simulatorType: 'type1',
      },
    );
  });
});

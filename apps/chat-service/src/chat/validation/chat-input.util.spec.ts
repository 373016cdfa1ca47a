import { CHAT_LIMITS, CHAT_MESSAGES } from '@mpu/contracts';
import { ChatException } from '../chat.exception';
import {
  currentSessionPlan,
  newSessionSimulatorType,
  requireMessage,
  requireMode,
  requireSessionId,
  requireStreamSubject,
} from './chat-input.util';

const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function failure(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ChatException) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('did not fail');
}

describe('input rules', () => {
  it('trims messages and enforces 1..messageMax characters', () => {
    expect(requireMessage('  Hallo  ')).toBe('Hallo');
    expect(failure(() => requireMessage('   '))).toEqual({
      status: 400,
      message: CHAT_MESSAGES.messageRequired,
    });
    expect(failure(() => requireMessage(7))).toEqual({ status: 400, message: CHAT_MESSAGES.messageRequired });
    expect(requireMessage('x'.repeat(CHAT_LIMITS.messageMax))).toHaveLength(CHAT_LIMITS.messageMax);
    expect(failure(() => requireMessage('x'.repeat(CHAT_LIMITS.messageMax + 1))).message).toBe(
      CHAT_MESSAGES.messageTooLong,
    );
  });

  it('accepts only the four modes and uuid session ids', () => {
    expect(requireMode('traffic-coach')).toBe('traffic-coach');
    expect(failure(() => requireMode('admin')).message).toBe(CHAT_MESSAGES.invalidMode);
    expect(requireSessionId(id)).toBe(id);
    expect(failure(() => requireSessionId('1; DROP TABLE')).message).toBe(CHAT_MESSAGES.invalidSessionId);
    expect(failure(() => requireSessionId(undefined)).message).toBe(CHAT_MESSAGES.sessionRequired);
  });

  it('accepts plain inbox subjects only', () => {
    expect(requireStreamSubject('_INBOX.abc123')).toBe('_INBOX.abc123');
    expect(failure(() => requireStreamSubject('_INBOX.>')).status).toBe(400);
    expect(failure(() => requireStreamSubject('a b')).status).toBe(400);
    expect(failure(() => requireStreamSubject('chat.*.x')).status).toBe(400);
  });
});

describe('session rules', () => {
  it('defaults a new simulator to its first type and checks the type against the simulator', () => {
    expect(newSessionSimulatorType('simulator', undefined)).toBe('default');
    expect(newSessionSimulatorType('traffic-simulator', null)).toBe('type1');
    expect(newSessionSimulatorType('simulator', 'type3')).toBe('type3');
    expect(failure(() => newSessionSimulatorType('traffic-simulator', 'default')).message).toBe(
      CHAT_MESSAGES.invalidSimulatorType,
    );
    expect(failure(() => newSessionSimulatorType('traffic-simulator', 'type3x')).status).toBe(400);
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
      failure(() => currentSessionPlan('simulator', { createNew: true, simulatorType: 'x' })).status,
    ).toBe(400);
    expect(failure(() => currentSessionPlan('coach', { previousSessionId: 'nope' })).message).toBe(
      CHAT_MESSAGES.invalidSessionId,
    );
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

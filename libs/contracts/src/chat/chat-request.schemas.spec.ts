import { CHAT_LIMITS } from './chat.limits';
import { CHAT_MESSAGES } from './chat.messages';
import { COMMON_MESSAGES } from '../common/messages';
import { validate } from '../common/validation';
import {
  chatModeRequestSchema,
  chatSessionRequestSchema,
  chatStreamRequestSchema,
  chatTurnRequestSchema,
  currentSessionRequestSchema,
  transcribeRequestSchema,
} from './chat-request.schemas';

const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const turn = { userId: id, mode: 'coach', sessionId: id, message: 'Hallo' };

function messageOf(schema: Parameters<typeof validate>[0], input: unknown): string {
  const result = validate(schema, input);
  if (result.ok) throw new Error('did not fail');
  return result.message;
}

describe('chat-service requests', () => {
  it('trims messages and enforces 1..messageMax characters', () => {
    expect(validate(chatTurnRequestSchema, { ...turn, message: '  Hallo  ' })).toMatchObject({
      ok: true,
      data: { message: 'Hallo' },
    });
    expect(messageOf(chatTurnRequestSchema, { ...turn, message: '   ' })).toBe(CHAT_MESSAGES.messageRequired);
    expect(messageOf(chatTurnRequestSchema, { ...turn, message: 7 })).toBe(CHAT_MESSAGES.messageRequired);
    const longest = 'x'.repeat(CHAT_LIMITS.messageMax);
    expect(validate(chatTurnRequestSchema, { ...turn, message: longest }).ok).toBe(true);
    expect(messageOf(chatTurnRequestSchema, { ...turn, message: `${longest}x` })).toBe(
      CHAT_MESSAGES.messageTooLong,
    );
  });

  it('accepts only the four modes and uuid session ids', () => {
    expect(validate(chatModeRequestSchema, { userId: id, mode: 'traffic-coach' }).ok).toBe(true);
    expect(messageOf(chatModeRequestSchema, { userId: id, mode: 'admin' })).toBe(CHAT_MESSAGES.invalidMode);
    expect(validate(chatSessionRequestSchema, { userId: id, sessionId: id }).ok).toBe(true);
    expect(messageOf(chatSessionRequestSchema, { userId: id, sessionId: '1; DROP TABLE' })).toBe(
      CHAT_MESSAGES.invalidSessionId,
    );
    expect(messageOf(chatSessionRequestSchema, { userId: id, sessionId: 7 })).toBe(
      CHAT_MESSAGES.invalidSessionId,
    );
    expect(messageOf(chatSessionRequestSchema, { userId: id })).toBe(CHAT_MESSAGES.sessionRequired);
    expect(messageOf(chatSessionRequestSchema, { userId: id, sessionId: '' })).toBe(
      CHAT_MESSAGES.sessionRequired,
    );
  });

  it('checks the user first and answers the general message for it', () => {
    expect(messageOf(chatTurnRequestSchema, { ...turn, userId: 'u', mode: 'admin' })).toBe(
      COMMON_MESSAGES.invalidInput,
    );
    expect(messageOf(chatTurnRequestSchema, null)).toBe(COMMON_MESSAGES.invalidInput);
  });

  it('accepts plain inbox subjects only, checked before the turn', () => {
    const stream = (streamSubject: string) => ({ ...turn, streamSubject });
    expect(validate(chatStreamRequestSchema, stream('_INBOX.abc123')).ok).toBe(true);
    for (const subject of ['_INBOX.>', 'a b', 'chat.*.x', ''])
      expect(messageOf(chatStreamRequestSchema, stream(subject))).toBe(COMMON_MESSAGES.invalidInput);
    expect(messageOf(chatStreamRequestSchema, { ...stream('a b'), message: ' ' })).toBe(
      COMMON_MESSAGES.invalidInput,
    );
  });

  it('fills in the defaults of the session choice', () => {
    expect(validate(currentSessionRequestSchema, { userId: id, mode: 'coach' })).toEqual({
      ok: true,
      data: {
        userId: id,
        mode: 'coach',
        createNew: false,
        continueLast: false,
        previousSessionId: null,
        simulatorType: null,
      },
    });
    expect(
      messageOf(currentSessionRequestSchema, { userId: id, mode: 'coach', previousSessionId: 'nope' }),
    ).toBe(CHAT_MESSAGES.invalidSessionId);
  });

  it('leaves the recording to the service but names a missing one', () => {
    expect(messageOf(transcribeRequestSchema, { userId: id, mimeType: 'audio/webm' })).toBe(
      CHAT_MESSAGES.audioMissing,
    );
    expect(validate(transcribeRequestSchema, { userId: id, audioBase64: '', mimeType: 5 })).toEqual({
      ok: true,
      data: { userId: id, audioBase64: '', mimeType: '' },
    });
  });
});

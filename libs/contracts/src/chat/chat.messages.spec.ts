import { CHAT_LIMITS } from './chat.limits';
import { CHAT_MESSAGES } from './chat.messages';

describe('CHAT_MESSAGES', () => {
  it('names the limits CHAT_LIMITS enforces', () => {
    expect(CHAT_MESSAGES.messageTooLong).toContain(CHAT_LIMITS.messageMax.toLocaleString('de-DE'));
    expect(CHAT_MESSAGES.audioTooLarge).toContain(`${CHAT_LIMITS.audioMaxBytes / 1024} KB`);
  });
});

import { toServerSentEvent } from './server-sent-event.util';

describe('toServerSentEvent', () => {
  it('names the event by its kind and keeps multi-line text on one data line', () => {
    expect(toServerSentEvent({ kind: 'delta', text: 'Guten Tag.\nWie geht es?' })).toBe(
      'event: delta\ndata: {"text":"Guten Tag.\\nWie geht es?"}\n\n',
    );
  });

  it('carries status and message of an error', () => {
    expect(toServerSentEvent({ kind: 'error', status: 503, message: 'weg' })).toBe(
      'event: error\ndata: {"status":503,"message":"weg"}\n\n',
    );
  });
});

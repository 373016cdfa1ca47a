import { buildChatMessages, estimateTokens, formatTranscript } from './context';

const turn = (n: number, size = 40) => ({
  message: `m${n} `.padEnd(size, 'x'),
  response: `r${n} `.padEnd(size, 'y'),
});

describe('buildChatMessages', () => {
  it('sends system prompt, all turns in order and the new message when they fit', () => {
    const messages = buildChatMessages({
      systemPrompt: 'System',
      history: [turn(1), turn(2)],
      message: 'Neu',
      contextTokens: 6000,
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe(turn(1).message);
    expect(messages[4]!.content).toBe(turn(2).response);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Neu' });
  });

  it('keeps only the newest whole turns that fit the budget', () => {
    const history = Array.from({ length: 10 }, (_, i) => turn(i, 400));
    const perTurn = estimateTokens(history[0]!.message) * 2;
    const budget = estimateTokens('S') + estimateTokens('Neu') + perTurn * 3 + perTurn / 2;
    const messages = buildChatMessages({ systemPrompt: 'S', history, message: 'Neu', contextTokens: budget });
    expect(messages).toHaveLength(1 + 3 * 2 + 1);
    expect(messages[1]!.content).toBe(history[7]!.message);
    expect(messages[6]!.content).toBe(history[9]!.response);
  });

  it('always sends the system prompt and the new message, even over budget', () => {
    const messages = buildChatMessages({
      systemPrompt: 'S'.repeat(10_000),
      history: [turn(1)],
      message: 'Neu',
      contextTokens: 100,
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('does not skip an old turn to squeeze in older ones', () => {
    const history = [turn(1, 10), turn(2, 4000), turn(3, 10)];
    const budget = estimateTokens('S') + estimateTokens('N') + 2 * (estimateTokens(turn(1, 10).message) * 2);
    const messages = buildChatMessages({ systemPrompt: 'S', history, message: 'N', contextTokens: budget });
    expect(messages.map((m) => m.content)).toEqual(['S', turn(3, 10).message, turn(3, 10).response, 'N']);
  });
});

describe('formatTranscript', () => {
  it('labels the person and the psychologist per line, collapsing line breaks', () => {
    expect(formatTranscript([{ message: 'Ich habe\ngetrunken.', response: 'Wie viel?' }])).toBe(
      'Transkript des simulierten Gesprächs:\nPerson: Ich habe getrunken.\nGutachter/in: Wie viel?',
    );
  });
});

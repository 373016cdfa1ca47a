import { assessAnswer, countWords } from './answer-quality';

const LONG =
  'Ich hatte an dem Abend auf einer Geburtstagsfeier über vier Stunden etwa sechs Bier getrunken und mich trotzdem ans Steuer gesetzt.';

describe('assessAnswer', () => {
  it('counts words including umlauts and ignores punctuation', () => {
    expect(countWords('Ich weiß es nicht – ehrlich!')).toBe(5);
    expect(countWords('   ')).toBe(0);
  });

  it('treats a detailed answer as full', () => {
    expect(assessAnswer(LONG)).toBe('full');
  });

  it('treats answers under the word limit as short', () => {
    expect(assessAnswer('Ich war auf einer Feier.')).toBe('short');
    expect(assessAnswer('Ich war auf einer Feier und habe etwas getrunken.', 5)).toBe('full');
  });

  it('recognises evasive phrases', () => {
    expect(assessAnswer('Keine Ahnung.')).toBe('evasive');
    expect(assessAnswer('War halt so, Pech gehabt.')).toBe('evasive');
    expect(assessAnswer('Weiß nicht')).toBe('evasive');
  });

  it('does not mistake words containing a phrase for the phrase', () => {
    expect(assessAnswer('Das war illegal, ' + LONG)).toBe('full');
  });

  it('recognises blaming others unless the user owns their part', () => {
    expect(
      assessAnswer(
        'Die Polizei hat mir aufgelauert, reine Abzocke war das an dem Abend, ganz ehrlich jetzt.',
      ),
    ).toBe('blaming');
    expect(assessAnswer('Das war nicht meine Schuld, die anderen haben mich gedrängt.')).toBe('blaming');
    expect(
      assessAnswer(
        'Die anderen haben auch getrunken, aber es war mein Fehler, dass ich gefahren bin, das sehe ich heute.',
      ),
    ).toBe('full');
  });
});

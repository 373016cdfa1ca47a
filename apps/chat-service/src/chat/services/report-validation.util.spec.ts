import { REPORT_CRITERIA } from '@mpu/contracts';
import { NO_PROMISE_NOTE } from '@mpu/domain';
import { ownQuotes, parseLlmReport } from './report-validation.util';

const answers = [
  'Ich habe an dem Abend fünf Bier getrunken und bin trotzdem gefahren.',
  'Heute trinke ich gar keinen Alkohol mehr,\nseit zwei Jahren.',
  'Wenn ich Stress habe, gehe ich laufen.',
];

const criterion = (name: string, score = 7, quotes: unknown[] = ['fünf Bier getrunken']) => ({
  criterion: name,
  label: 'egal',
  score,
  assessment: 'Nachvollziehbar begründet.',
  quotes,
});

const valid = () => ({
  verdict: 'positive',
  summary: 'Eine solide Übung.',
  criteria: REPORT_CRITERIA.map((name) => criterion(name)),
  practice: ['Eins', 'Zwei', 'Drei'],
});

const parse = (value: unknown) => parseLlmReport(JSON.stringify(value), answers);

describe('parseLlmReport', () => {
  it('accepts a valid report and uses the canonical labels', () => {
    const report = parse(valid());
    expect(report).not.toBeNull();
    expect(report!.criteria.map((c) => c.label)).toEqual([
      'Problemeinsicht',
      'Verhaltensänderung',
      'Stabilität und Rückfallprävention',
      'Widerspruchsfreiheit',
    ]);
    expect(report!.practice).toEqual(['Eins', 'Zwei', 'Drei']);
  });

  it('returns the criteria in canonical order', () => {
    const value = valid();
    value.criteria.reverse();
    expect(parse(value)!.criteria.map((c) => c.criterion)).toEqual([...REPORT_CRITERIA]);
  });

  it('recomputes the verdict from the scores', () => {
    const value = valid();
    value.criteria[0] = criterion('problemInsight', 3);
    expect(parse(value)!.verdict).toBe('negative');
  });

  it.each([
    ['not JSON', null],
    ['an unknown verdict', { ...valid(), verdict: 'vielleicht' }],
    ['an empty summary', { ...valid(), summary: '  ' }],
    ['three criteria', { ...valid(), criteria: valid().criteria.slice(0, 3) }],
    [
      'a duplicated criterion',
      { ...valid(), criteria: [...valid().criteria.slice(0, 3), criterion('problemInsight')] },
    ],
    [
      'an unknown criterion',
      { ...valid(), criteria: [...valid().criteria.slice(0, 3), criterion('charme')] },
    ],
    [
      'a score above 10',
      { ...valid(), criteria: [criterion('problemInsight', 11), ...valid().criteria.slice(1)] },
    ],
    [
      'a fractional score',
      { ...valid(), criteria: [criterion('problemInsight', 6.5), ...valid().criteria.slice(1)] },
    ],
    ['two practice items', { ...valid(), practice: ['Eins', 'Zwei'] }],
    ['an empty practice item', { ...valid(), practice: ['Eins', '', 'Drei'] }],
    ['an array', []],
  ])('rejects %s', (_name, value) => {
    expect(value === null ? parseLlmReport('{"verdict": ', answers) : parse(value)).toBeNull();
  });

  it('adds the no-promise note to a summary that promises passing', () => {
    const report = parse({ ...valid(), summary: 'Sie werden die MPU bestehen.' });
    expect(report!.summary).toContain(NO_PROMISE_NOTE.Sie);
  });
});

describe('ownQuotes', () => {
  it('keeps verbatim excerpts of the user messages, unwrapped and whitespace-normalised', () => {
    expect(
      ownQuotes(['„fünf Bier getrunken“', '...gar keinen Alkohol mehr, seit zwei Jahren'], answers),
    ).toEqual(['fünf Bier getrunken', 'gar keinen Alkohol mehr, seit zwei Jahren']);
  });

  it('drops invented quotes, the psychologist’s words, duplicates and non-strings', () => {
    expect(
      ownQuotes(
        [
          'Ich bin ein vorbildlicher Fahrer',
          'Wie viel haben Sie getrunken?',
          42,
          'gehe ich laufen',
          'gehe ich laufen',
        ],
        answers,
      ),
    ).toEqual(['gehe ich laufen']);
  });

  it('keeps at most three', () => {
    expect(
      ownQuotes(['fünf Bier', 'trotzdem gefahren', 'keinen Alkohol', 'gehe ich laufen'], answers),
    ).toHaveLength(3);
  });
});

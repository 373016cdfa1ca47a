import { highlight } from './highlight';
import { scoreSection } from './score-section';
import { isRelevant, searchSections } from './search-sections';
import type { SearchableSection } from './search.types';
import { snippet } from './snippet';

const section = (overrides: Partial<SearchableSection> = {}): SearchableSection => ({
  title: 'Überschrift',
  content: '',
  keywords: [],
  parentId: 'general',
  parentTitle: 'Allgemeine Einführung',
  parentHref: '/info/general',
  sectionId: 'general-x',
  ...overrides,
});

describe('scoreSection (spec 1 §5)', () => {
  it('gives a title match 10', () => {
    expect(scoreSection(section({ title: 'Was ist die MPU?' }), 'mpu')).toBe(10);
  });

  it('gives 5 more when the title equals the term or starts with it plus a space', () => {
    expect(scoreSection(section({ title: 'Abstinenz' }), 'abstinenz')).toBe(15);
    expect(scoreSection(section({ title: 'MPU Ablauf' }), 'mpu')).toBe(15);
    // starts with the term but not followed by a space: no bonus
    expect(scoreSection(section({ title: 'Abstinenznachweis' }), 'abstinenz')).toBe(10);
  });

  it('gives a content match 5 plus one per occurrence up to 5', () => {
    expect(scoreSection(section({ content: 'Eine Haaranalyse.' }), 'haaranalyse')).toBe(6);
    expect(scoreSection(section({ content: 'urin urin urin' }), 'urin')).toBe(8);
    expect(scoreSection(section({ content: 'ctu '.repeat(9) }), 'ctu')).toBe(10);
  });

  it('gives a keyword match 3 and 2 more when a keyword equals the term', () => {
    expect(scoreSection(section({ keywords: ['haaranalyse'] }), 'haar')).toBe(3);
    expect(scoreSection(section({ keywords: ['haaranalyse', 'etg'] }), 'etg')).toBe(5);
  });

  it('gives a parent-title match 2', () => {
    expect(scoreSection(section({ parentTitle: 'Kosten der MPU' }), 'kosten')).toBe(2);
  });

  it('adds the rules up, ignores case and surrounding spaces, and scores a miss 0', () => {
    const all = section({
      title: 'Kosten',
      content: 'Die Kosten der MPU; Kosten der Vorbereitung.',
      keywords: ['kosten'],
      parentTitle: 'Kosten der MPU und Vorbereitung',
    });
    expect(scoreSection(all, '  KOSTEN ')).toBe(15 + 7 + 5 + 2);
    expect(scoreSection(all, 'promille')).toBe(0);
    expect(scoreSection(all, '   ')).toBe(0);
  });
});

describe('searchSections', () => {
  it('returns matches best first, equal scores in library order', () => {
    const a = section({ title: 'A', content: 'abstinenz' });
    const b = section({ title: 'Abstinenz' });
    const c = section({ title: 'C', content: 'abstinenz' });
    const d = section({ title: 'D' });
    expect(searchSections([a, b, c, d], 'abstinenz').map((r) => r.section)).toEqual([b, a, c]);
  });

  it("marks scores above 10 as 'Relevant'", () => {
    expect(isRelevant(10)).toBe(false);
    expect(isRelevant(11)).toBe(true);
  });
});

describe('snippet (spec 2 §5)', () => {
  const long = (prefix: number, word = 'TREFFER') => 'x'.repeat(prefix) + word + 'y'.repeat(400);

  it('shows content of up to 200 characters whole', () => {
    const text = 'z'.repeat(200);
    expect(snippet(text, 'z')).toBe(text);
  });

  it('shows the first 200 characters plus an ellipsis when the match is within the first 100', () => {
    const text = long(99);
    expect(snippet(text, 'treffer')).toBe(`${text.slice(0, 200)}…`);
  });

  it('starts 50 characters before a later match, with ellipses at both cut ends', () => {
    const text = long(150);
    expect(snippet(text, 'treffer')).toBe(`…${text.slice(100, 300)}…`);
  });

  it('omits the trailing ellipsis when the window reaches the end', () => {
    const text = 'x'.repeat(300) + 'TREFFER';
    expect(snippet(text, 'treffer')).toBe(`…${text.slice(250)}`);
  });

  it('falls back to the start when there is no match in the content', () => {
    const text = long(150);
    expect(snippet(text, 'fehlt')).toBe(`${text.slice(0, 200)}…`);
  });
});

describe('highlight', () => {
  it('marks every case-insensitive occurrence and keeps the original casing', () => {
    expect(highlight('MPU und mpu', 'Mpu')).toEqual([
      { text: 'MPU', match: true },
      { text: ' und ', match: false },
      { text: 'mpu', match: true },
    ]);
  });

  it('returns the text unmarked without a term', () => {
    expect(highlight('Text', ' ')).toEqual([{ text: 'Text', match: false }]);
  });
});

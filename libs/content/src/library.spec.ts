import { FREE_INFO_TOPICS, INFO_TOPICS } from './content.types';
import { ARTICLES, articleOf, sectionPlainText, toSearchIndex, toTopicSummary } from './library';

/** Spec 2 §2: the section ids it names, exactly. */
const SPEC_SECTION_IDS: Record<string, string[]> = {
  general: [
    'general-was-ist-die-mpu-und-wer-muss-sie-machen',
    'general-wer-muss-zur-mpu',
    'general-durchfallquote-mit-und-ohne-vorbereitung',
    'general-ablauf-ziele-der-mpu',
    'general-was-ist-ein-positives-oder-negatives-gutachten',
    'general-haufige-missverstandnisse',
  ],
  addiction: [
    'addiction-einfuhrung',
    'addiction-konsummotive',
    'addiction-mischkonsum',
    'addiction-icd10',
    'addiction-alcohol-effects',
    'addiction-gewohnheitsbildung',
    'addiction-health-risks',
  ],
  'performance-tests': [
    'performance-tests-overview',
    'performance-tests-linienverfolgung',
    'performance-tests-tapk',
    'performance-tests-tavt',
    'performance-tests-wiener',
    'performance-tests-conclusion',
  ],
};

/** Spec 2 §2 "Audio player": the articles with an audio file. */
const WITH_AUDIO = [
  'general',
  'organization',
  'consulting',
  'addiction',
  'assessment',
  'assessment-alcohol-drugs',
  'psychological',
];

describe('the knowledge library', () => {
  it('has exactly one article per topic route of spec 1, at /info/<topic>', () => {
    expect(ARTICLES.map((article) => article.topic).sort()).toEqual([...INFO_TOPICS].sort());
    for (const topic of INFO_TOPICS) expect(articleOf(topic)?.href).toBe(`/info/${topic}`);
  });

  it('marks general, organization and costs free and every other topic premium', () => {
    for (const article of ARTICLES) {
      expect([article.topic, article.isPremium]).toEqual([
        article.topic,
        !FREE_INFO_TOPICS.includes(article.topic),
      ]);
    }
  });

  it('uses the section ids spec 2 gives, in its order', () => {
    for (const [topic, ids] of Object.entries(SPEC_SECTION_IDS)) {
      expect(articleOf(topic as never)?.sections.map((section) => section.id)).toEqual(ids);
    }
  });

  it('has section ids that are unique across the library, anchor-safe and prefixed with the topic', () => {
    const ids = ARTICLES.flatMap((article) => article.sections.map((section) => section.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const article of ARTICLES) {
      for (const section of article.sections) {
        expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(section.id.startsWith(`${article.topic}-`)).toBe(true);
      }
    }
  });

  it('has audio exactly where spec 2 lists an audio file', () => {
    expect(
      ARTICLES.filter((article) => article.hasAudio)
        .map((article) => article.topic)
        .sort(),
    ).toEqual([...WITH_AUDIO].sort());
  });

  it('has substantial plain-text sections with search keywords', () => {
    for (const article of ARTICLES) {
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      const words = article.sections.map(sectionPlainText).join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(700);
      for (const section of article.sections) {
        expect(sectionPlainText(section).length).toBeGreaterThan(200);
        expect(section.keywords.length).toBeGreaterThan(0);
        expect(JSON.stringify(section.body)).not.toMatch(/<\/?[a-z]+>|\*\*/);
      }
    }
  });

  it('never promises that the reader passes', () => {
    const text = ARTICLES.flatMap((article) => article.sections.map(sectionPlainText)).join(' ');
    expect(text).not.toMatch(/(werden|wirst) (die mpu )?(sicher|garantiert) bestehen|bestehensgarantie ist/i);
  });
});

describe('summaries and search index', () => {
  it('leave the article bodies out of the topic summaries', () => {
    const summary = toTopicSummary(articleOf('addiction')!);
    expect(JSON.stringify(summary)).not.toContain(
      sectionPlainText(articleOf('addiction')!.sections[0]!).slice(0, 60),
    );
    expect(summary.sections[0]).toEqual({
      id: 'addiction-einfuhrung',
      title: articleOf('addiction')!.sections[0]!.title,
    });
  });

  it('send premium section text only with a subscription', () => {
    const locked = toSearchIndex(ARTICLES, false);
    const full = toSearchIndex(ARTICLES, true);
    expect(locked).toHaveLength(full.length);
    for (const entry of locked) {
      const article = articleOf(entry.parentId)!;
      expect(entry.locked).toBe(article.isPremium);
      if (article.isPremium) expect(entry.content).toBe('');
      else expect(entry.content.length).toBeGreaterThan(0);
    }
    expect(full.every((entry) => !entry.locked && entry.content.length > 0)).toBe(true);
  });
});

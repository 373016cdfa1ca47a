/**
 * The MPU knowledge library ('MPU Grundlagen', spec 1 §2/§3, spec 2 §2) as structured data — never HTML.
 * Every topic route of spec 1 (/info/<topic>) has exactly one article.
 */

/** The topic routes of spec 1 §2 (/info/<topic>). */
export const INFO_TOPICS = [
  'general',
  'organization',
  'costs',
  'psychological',
  'consulting',
  'addiction',
  'assessment',
  'assessment-alcohol-drugs',
  'assessment-traffic',
  'ctu',
  'preparation',
  'prevention',
  'performance-tests',
] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

export function isInfoTopic(value: string): value is InfoTopic {
  return (INFO_TOPICS as readonly string[]).includes(value);
}

/**
 * The title of every article, once: the article itself (and so the API's topic list and the search index) and the
 * web app's route table and page headings (its PAGE_TITLES.topics) show these.
 */
export const INFO_TOPIC_TITLES = {
  general: 'Allgemeine Einführung in die MPU',
  organization: 'In 8 Schritten zum Führerschein',
  costs: 'Kosten der MPU und Vorbereitung',
  psychological: 'Das psychologische Gespräch',
  consulting: 'Professionelle MPU Vorbereitung',
  addiction: 'Sucht & Substanzmissbrauch',
  assessment: 'Hypothesen und Beurteilungskriterien',
  'assessment-alcohol-drugs': 'Hypothesen bei Alkohol und Drogen',
  'assessment-traffic': 'Hypothesen bei Verkehrsdelikten',
  ctu: 'Abstinenznachweise (CTU)',
  preparation: 'Praktische Übungen',
  prevention: 'Rückfallprävention',
  'performance-tests': 'Kognitive Leistungstests',
} as const satisfies Record<InfoTopic, string>;

/** Spec 1 §1 / spec 3 §2.1: general, organization and costs are free; every other topic is premium. */
export const FREE_INFO_TOPICS: readonly InfoTopic[] = ['general', 'organization', 'costs'];

/** Icon names the web app maps to its inline SVG icons. */
export type ArticleIcon =
  | 'info'
  | 'steps'
  | 'euro'
  | 'conversation'
  | 'compass'
  | 'addiction'
  | 'scale'
  | 'glass'
  | 'car'
  | 'flask'
  | 'exercise'
  | 'shield'
  | 'brain';

/** One piece of an article section's body. Inline text is plain (no markup); `**…**` is not interpreted. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'table'; caption?: string; head: string[]; rows: string[][] }
  /** A highlighted hint box (tip, warning, or where the sources disagree). */
  | { kind: 'note'; tone: 'tip' | 'warning' | 'info'; title?: string; text: string }
  /** An in-app link, e.g. to /hypothesen-navigator or /abstinenzrechner. */
  | { kind: 'link'; to: string; label: string }
  /** A picture the app ships (SVG under apps/web/public/info/…), with German alt text. */
  | { kind: 'image'; src: string; alt: string; caption?: string };

export interface ArticleSection {
  /** Anchor id (#id): exactly as spec 2 gives it where it gives one, otherwise `<topic>-<kebab-title>`. */
  id: string;
  title: string;
  body: ContentBlock[];
  /** Search terms beyond the title (lower-case German words users would type). */
  keywords: string[];
}

export interface Article {
  topic: InfoTopic;
  title: string;
  /** '/info/<topic>' */
  href: string;
  icon: ArticleIcon;
  isPremium: boolean;
  /** One or two sentences shown on the topic card and under the title. */
  summary: string;
  keywords: string[];
  sections: ArticleSection[];
  /** Spec 2 §2: whether the article page has an audio summary player. */
  hasAudio: boolean;
}

/** GET /api/info/topics item: what the /info grid and the article page header need, without the bodies. */
export interface TopicSummary {
  topic: InfoTopic;
  title: string;
  href: string;
  icon: ArticleIcon;
  isPremium: boolean;
  summary: string;
  keywords: string[];
  hasAudio: boolean;
  sections: { id: string; title: string }[];
}

/**
 * GET /api/info/search-index item (spec 1 §3 "Info section"). For a user without a subscription, premium
 * sections come with `locked: true` and empty `content`: their titles are searchable, their text is not sent.
 */
export interface SearchIndexEntry {
  title: string;
  content: string;
  keywords: string[];
  parentId: InfoTopic;
  parentTitle: string;
  parentHref: string;
  parentIcon: ArticleIcon;
  sectionId: string;
  locked: boolean;
}

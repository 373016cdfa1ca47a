import type { Article, SearchIndexEntry, TopicSummary } from '@mpu/content';

/** Small stand-ins for the gateway's library (the real content stays out of the web app and its tests). */
function aTopic(overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    topic: 'costs',
    title: 'Kosten der MPU und Vorbereitung',
    href: '/info/costs',
    icon: 'euro',
    isPremium: false,
    summary: 'Was das Gutachten, die Tests und die Vorbereitung kosten.',
    keywords: ['preis', 'gebühren'],
    hasAudio: false,
    sections: [{ id: 'costs-gutachten', title: 'Gebühren für das Gutachten' }],
    ...overrides,
  };
}

export const TOPICS: TopicSummary[] = [
  aTopic({
    topic: 'general',
    title: 'Allgemeine Einführung in die MPU',
    href: '/info/general',
    icon: 'info',
    summary: 'Was die MPU ist, wer sie machen muss und wie sie abläuft.',
    keywords: ['fahreignung'],
    sections: [{ id: 'general-wer-muss-zur-mpu', title: 'Wer muss zur MPU?' }],
  }),
  aTopic(),
  aTopic({
    topic: 'ctu',
    title: 'Abstinenznachweise (CTU)',
    href: '/info/ctu',
    icon: 'flask',
    isPremium: true,
    summary: 'Wie Urin- und Haaranalysen Ihre Abstinenz belegen.',
    keywords: ['etg', 'urin'],
    sections: [{ id: 'ctu-haaranalyse', title: 'Haaranalyse' }],
  }),
];

export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    topic: 'costs',
    title: 'Kosten der MPU und Vorbereitung',
    href: '/info/costs',
    icon: 'euro',
    isPremium: false,
    summary: 'Was das Gutachten, die Tests und die Vorbereitung kosten.',
    keywords: [],
    hasAudio: false,
    sections: [
      {
        id: 'costs-gutachten',
        title: 'Gebühren für das Gutachten',
        keywords: [],
        body: [
          { kind: 'paragraph', text: 'Das Gutachten kostet je nach Fragestellung etwa 350 bis 750 Euro.' },
          { kind: 'list', items: ['Alkohol: etwa 500 Euro', 'Drogen: etwa 700 Euro'] },
          { kind: 'list', ordered: true, items: ['Erst informieren', 'Dann anmelden'] },
        ],
      },
      {
        id: 'costs-uebersicht',
        title: 'Gesamtkosten im Überblick',
        keywords: [],
        body: [
          {
            kind: 'table',
            caption: 'Kosten im Überblick',
            head: ['Posten', 'Kosten'],
            rows: [
              ['Gutachten', '350–750 Euro'],
              ['Neue Fahrerlaubnis', 'etwa 200 Euro'],
            ],
          },
          { kind: 'note', tone: 'tip', title: 'Tipp', text: 'Fragen Sie nach Ratenzahlung.' },
          { kind: 'link', to: '/abstinenzrechner', label: 'Zum Abstinenzrechner' },
          {
            kind: 'image',
            src: '/info/performance-tests/tapk.svg',
            alt: 'Ein Raster aus Symbolen',
            caption: 'Beispielbild',
          },
        ],
      },
    ],
    ...overrides,
  };
}

function anEntry(overrides: Partial<SearchIndexEntry> = {}): SearchIndexEntry {
  return {
    title: 'Gebühren für das Gutachten',
    content: 'Das Gutachten kostet je nach Fragestellung etwa 350 bis 750 Euro.',
    keywords: [],
    parentId: 'costs',
    parentTitle: 'Kosten der MPU und Vorbereitung',
    parentHref: '/info/costs',
    parentIcon: 'euro',
    sectionId: 'costs-gutachten',
    locked: false,
    ...overrides,
  };
}

/** Three categories; the CTU section is premium and locked (no text), as the gateway sends it to non-subscribers. */
export const SEARCH_INDEX: SearchIndexEntry[] = [
  anEntry(),
  anEntry({
    title: 'Gesamtkosten im Überblick',
    content: 'Insgesamt sollten Sie mit 1850 bis 3850 Euro rechnen.',
    sectionId: 'costs-uebersicht',
  }),
  anEntry({
    title: 'Was ist ein positives oder negatives Gutachten?',
    content: `Ein positives Gutachten bescheinigt die Fahreignung. ${'Weitere Erklärungen folgen hier. '.repeat(8)}`,
    parentId: 'general',
    parentTitle: 'Allgemeine Einführung in die MPU',
    parentHref: '/info/general',
    parentIcon: 'info',
    sectionId: 'general-was-ist-ein-positives-oder-negatives-gutachten',
  }),
  anEntry({
    title: 'Abstinenz durch Haaranalyse belegen',
    content: '',
    keywords: ['haaranalyse', 'etg'],
    parentId: 'ctu',
    parentTitle: 'Abstinenznachweise (CTU)',
    parentHref: '/info/ctu',
    parentIcon: 'flask',
    sectionId: 'ctu-haaranalyse',
    locked: true,
  }),
];

import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

/**
 * Texts of 'MPU Grundlagen' (spec 1 §2, spec 2 §2/§5/§8): the topic list (/info), the article pages
 * (/info/<topic>) and the knowledge search (/search). See common.texts.ts; spec wording is kept word for
 * word. The article bodies themselves come from the gateway (libs/content), not from here.
 */
export const INFO_TEXTS = {
  retry: COMMON_TEXTS.retry,
  backToBasics: SHARED_TEXTS.backToBasics,
  list: {
    title: PAGE_TITLES.info,
    lead: 'Verständlich erklärt: Was bei der MPU auf dich zukommt und wie du dich gut vorbereitest.',
    filterLabel: 'Themen durchsuchen',
    filterPlaceholder: 'Themen oder Begriffe suchen …',
    filterHint: 'Ab 3 Zeichen werden die Themen gefiltert.',
    /** Spec 1 §2: an empty filter result. */
    noResults: 'Keine Ergebnisse gefunden',
    fullSearch: 'In allen Artikeln suchen',
    topicsLabel: 'Themen',
    loadError: 'Die Themen konnten nicht geladen werden. Bitte prüfe deine Verbindung.',
    /** The way to the self-assessment /info/quiz (spec 2 §2), below the topics. */
    selfAssessment: {
      heading: 'Selbsttest',
      text: 'In fünf Fragen einschätzen, welche MPU-Hypothese auf dich zutreffen könnte.',
    },
  },
  article: {
    contents: 'Inhalt',
    loadError: 'Der Artikel konnte nicht geladen werden. Bitte prüfe deine Verbindung.',
    tableLabel: 'Tabelle',
    /** Spec 2 §2/§8: the banner for a #section id that the article does not have (shown in English). */
    sectionNotFound: (id: string) => `Error: Section ID ${id} not found!`,
  },
  search: {
    title: PAGE_TITLES.search,
    fieldLabel: 'Suchbegriff',
    placeholder: 'Begriff eingeben, z. B. Abstinenz',
    clear: 'Suche leeren',
    introTitle: 'Was möchtest du wissen?',
    intro:
      'Durchsuche alle Artikel von MPU Grundlagen nach Begriffen, Themen und Fragen. Du landest direkt im passenden Abschnitt.',
    minLength: 'Bitte gib mindestens 3 Zeichen ein.',
    suggestionsTitle: 'Häufig gesucht',
    /** Spec 2 §2: the nine suggested terms. */
    suggestions: [
      'Alkohol',
      'Drogen',
      'Abstinenz',
      'Gutachten',
      'Kosten',
      'Vorbereitung',
      'MPU',
      'Fahreignung',
      'Abhängigkeit',
    ],
    categoriesTitle: 'Kategorien',
    /** Spec 2 §2: "Ergebnis" singular, "Ergebnisse" plural, followed by the query. */
    resultCount: (count: number, query: string) =>
      `${count} ${count === 1 ? 'Ergebnis' : 'Ergebnisse'} für "${query}"`,
    categoriesLabel: 'Kategorien der Ergebnisse',
    all: 'Alle',
    relevant: 'Relevant',
    from: (parent: string) => `Aus: ${parent}`,
    locked: 'Premium',
    lockedHint: 'Der Text dieses Abschnitts ist Teil des Premium-Abonnements.',
    /** Spec 2 §2/§8. */
    noResults: (query: string) => `Keine Ergebnisse gefunden für "${query}"`,
    noResultsHint: 'Versuche es mit einem anderen Begriff oder überprüfe die Schreibweise.',
    reset: 'Suche zurücksetzen',
    loadError: 'Die Suche konnte nicht geladen werden. Bitte prüfe deine Verbindung.',
  },
} as const;

/** What the audio summary player shows and announces (spec 1 §4/§8, spec 2 §2). */
export const AUDIO_PLAYER_TEXTS = {
  play: 'Abspielen',
  pause: 'Pausieren',
  slower: 'Langsamer',
  faster: 'Schneller',
  position: 'Wiedergabeposition',
  /** The position slider's value text, e.g. "1:05 von 3:20". */
  positionValue: (elapsed: string, total: string) => `${elapsed} von ${total}`,
  speed: 'Wiedergabegeschwindigkeit',
  loadError: 'Audio konnte nicht geladen werden',
} as const;

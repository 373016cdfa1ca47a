import { CHAT_MESSAGES } from '@mpu/contracts';
import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

/**
 * Texts of the chat pages (spec 1 §2, §4, §8): coach, traffic coach, simulator and traffic simulator.
 * See common.texts.ts; spec wording is kept word for word (including its '...'). The chat addresses the user
 * with "Sie", as the spec's chat messages do; the answers the chat API sends too are its CHAT_MESSAGES.
 */
export const CHAT_TEXTS = {
  titles: PAGE_TITLES.chat,
  subjects: {
    coach: SHARED_TEXTS.alcoholDrugs,
    'traffic-coach': SHARED_TEXTS.traffic,
    simulator: SHARED_TEXTS.alcoholDrugs,
    'traffic-simulator': SHARED_TEXTS.traffic,
  },
  back: COMMON_TEXTS.toHome,
  offlineHint: 'Die Antworten kommen aus einem festen Fragenkatalog, nicht von einer KI.',
  log: {
    label: 'Chatverlauf',
    user: 'Sie',
    assistant: 'Coach',
    interviewer: 'Gutachter/in',
    welcome: 'Begrüßung',
    typing: 'Antwort wird geschrieben …',
  },
  input: {
    label: 'Nachricht',
    placeholder: 'Ihre Nachricht …',
    unavailablePlaceholder: 'Chat-Service nicht verfügbar',
    hint: 'Enter sendet, Umschalt+Enter fügt eine neue Zeile ein.',
    send: 'Senden',
  },
  send: {
    errorTitle: COMMON_TEXTS.errorTitle,
    /** Spec 1 §8: the error mentions that the service is temporarily unavailable. */
    unavailable: CHAT_MESSAGES.serviceUnavailable,
    failed: 'Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    retry: COMMON_TEXTS.retry,
  },
  session: {
    loading: 'Sitzung wird geladen …',
    loadFailed: 'Sitzung konnte nicht geladen werden',
    retry: COMMON_TEXTS.retry,
    newSession: 'Neue Sitzung',
    newFailed: 'Neue Sitzung konnte nicht gestartet werden.',
    switchFailed: 'Sitzung konnte nicht gewechselt werden.',
    historyLoading: 'Chat-Historie wird geladen …',
    historyFailed: 'Chat-Historie konnte nicht geladen werden.',
    errorTitle: COMMON_TEXTS.errorTitle,
    tooMany: CHAT_MESSAGES.tooManySessions,
    tooManyList: 'Sie können eine Ihrer bisherigen Sitzungen öffnen:',
    sessionFrom: (date: string) => `Sitzung vom ${date}`,
    reload: 'Seite neu laden',
  },
  sessions: {
    button: 'Sitzungen',
    title: 'Ihre Sitzungen',
    loading: 'Sitzungen werden geladen …',
    failed: 'Sitzungen konnten nicht geladen werden.',
    empty: 'Noch keine Sitzungen vorhanden.',
    current: 'Aktuelle Sitzung',
    turns: (count: number) => (count === 1 ? '1 Nachricht' : `${count} Nachrichten`),
    evaluated: 'Ausgewertet',
    previewLabel: (date: string) => `Vorschau der Sitzung vom ${date}`,
    previewLoading: 'Lädt Vorschau...',
    previewFailed: 'Vorschau konnte nicht geladen werden',
    previewEmpty: 'Keine Nachrichten in dieser Sitzung',
  },
  simulator: {
    newButton: 'Neuer Simulator',
    pickerTitle: 'Wählen Sie einen Typ des MPU Simulators',
    pickerText:
      'Die Typen unterscheiden sich nur im Gesprächsverlauf – so üben Sie unterschiedliche Gesprächssituationen. ' +
      'Kein Typ hat einen besonderen Schwerpunkt.',
    cancel: SHARED_TEXTS.cancel,
    loading: 'Simulator wird geladen...',
    typeLabel: 'Simulator-Typ',
    end: 'Simulation beenden',
    endTitle: 'Simulation beenden?',
    endText:
      'Sie erhalten danach Ihre Auswertung. In dieser Sitzung können Sie anschließend nicht weiter antworten.',
    endConfirm: 'Auswertung erstellen',
    endCancel: 'Weiter üben',
    reportLoading: 'Auswertung wird erstellt …',
    reportErrorTitle: 'Auswertung nicht möglich',
    reportFailed: 'Die Auswertung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    restart: 'Neue Simulation starten',
  },
  report: {
    heading: 'Auswertung der Simulation',
    verdictLabel: 'Prognose',
    verdict: { positive: 'Positive Prognose', negative: 'Negative Prognose' },
    verdictText: {
      positive: 'Ihre Antworten in dieser Übung sprechen eher für eine positive Prognose.',
      negative: 'Ihre Antworten in dieser Übung sprechen derzeit noch für eine negative Prognose.',
    },
    disclaimer:
      'Diese Auswertung ist eine Übung. Sie sagt nicht voraus, wie Ihr echtes Gutachten ausfällt, und ersetzt keine persönliche Beratung.',
    criteriaHeading: 'Bewertung nach Kriterien',
    score: (score: number) => `${score} von 10 Punkten`,
    quotes: 'Ihre Antworten dazu',
    noQuotes: 'Zu diesem Kriterium gab es noch keine passende Antwort.',
    practiceHeading: 'Das sollten Sie als Nächstes üben',
    ruleBased: 'Diese Auswertung wurde ohne KI nach festen Regeln erstellt (Übungsmodus ohne KI).',
    createdAt: (date: string) => `Erstellt am ${date}`,
  },
  voice: {
    start: 'Spracheingabe starten',
    stop: 'Aufnahme beenden',
    recording: 'Nimmt auf...',
    processing: 'Verarbeite Aufnahme...',
    insecureTitle: 'Sicherheitswarnung',
    insecure: 'Audioaufnahme erfordert eine sichere Verbindung (HTTPS).',
    unsupportedTitle: 'Nicht unterstützt',
    unsupported: 'Ihr Browser unterstützt keine Audioaufnahme.',
    errorTitle: COMMON_TEXTS.errorTitle,
    denied:
      'Zugriff auf das Mikrofon wurde verweigert. Bitte erteilen Sie die Berechtigung in Ihren Browsereinstellungen.',
    startFailed: 'Mikrofon konnte nicht aktiviert werden. Bitte überprüfen Sie die Berechtigungen.',
    transcriptionFailed: CHAT_MESSAGES.transcriptionFailed,
    stopFailed: 'Fehler beim Stoppen der Aufnahme.',
  },
} as const;

import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

/** Texts of the abstinence-proof planner /abstinenztest (spec 2 §2/§4/§9). */
export const PLANNER_TEXTS = {
  title: PAGE_TITLES.planner,
  lead: 'Dein persönlicher Testplan: Termine im Blick behalten, verschieben und als erledigt abhaken.',
  loading: 'Dein Plan wird geladen …',
  loadError: 'Dein Plan konnte nicht geladen werden. Bitte prüfe deine Verbindung.',
  createError: 'Dein Plan konnte nicht angelegt werden. Bitte prüfe deine Verbindung.',
  retry: COMMON_TEXTS.retry,
  progress: {
    title: SHARED_TEXTS.progress,
    /** "2 von 7 Terminen erledigt" */
    summary: (done: number, total: number) =>
      `${done} von ${total} ${total === 1 ? 'Termin' : 'Terminen'} erledigt`,
    percent: (percent: number) => `${percent} %`,
    barLabel: 'Erledigte Termine in Prozent',
  },
  methods: {
    title: 'Testmethode',
    hint: 'Wähle Urinscreening, Haaranalyse oder beides. Mindestens eine Methode bleibt ausgewählt.',
    groupLabel: 'Testmethoden',
  },
  calendar: {
    title: 'Kalender',
    hint: 'Tippe auf einen Termin, um ihn als erledigt zu markieren (oder wieder zu öffnen). Ziehe ihn auf einen anderen Tag, um ihn zu verschieben (auf dem Handy: Termin kurz gedrückt halten).',
    loading: 'Kalender wird geladen …',
    loadError: 'Der Kalender konnte nicht geladen werden. Die Terminliste unten funktioniert weiterhin.',
    legend: 'Farben',
    /** The month buttons beside the month title (chevron icons; these are their accessible names). */
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    /** The short event labels in the month grid (a day is about 45 px wide on a phone). */
    shortLabels: { urine: 'Urin', hair: 'Haar' },
    /** The accessible name of an event (a click or Enter toggles completion): "Urinscreening 1 von 6, erledigt". */
    eventLabel: (description: string, completed: boolean) =>
      `${description}, ${completed ? 'erledigt' : 'offen'}`,
  },
  list: {
    title: 'Deine Termine',
    empty: 'Keine Termine geplant.',
    done: 'Erledigt',
    /** The accessible name of the completion toggle; its state is aria-pressed. */
    doneLabel: (description: string) => `Erledigt: ${description}`,
    move: 'Termin verschieben',
    moveLabel: (description: string) => `Termin verschieben: ${description}`,
    dateLabel: 'Neues Datum',
    save: 'Speichern',
    cancel: SHARED_TEXTS.cancel,
    invalidDate: 'Bitte gib ein gültiges Datum ein.',
  },
  rules: {
    title: SHARED_TEXTS.goodToKnow,
    /** Spec 2 §9 planner and abstinence-proof constants. */
    items: [
      'Urinscreenings finden an zufälligen Tagen zwischen dem 1. und 25. eines Monats statt.',
      'Nach der Einbestellung hast du 24 Stunden Zeit, zum Test zu erscheinen.',
      'Ein Testtermin darf höchstens um 1 Woche verschoben werden.',
      'Die Haaranalyse ist eine Probe 6 Monate nach dem Start deines Plans.',
    ],
  },
  exportIcs: 'Als Kalenderdatei exportieren (.ics)',
  exportFileName: 'abstinenzplan.ics',
  newPlan: 'Neuen Plan erstellen',
  newPlanDialog: {
    title: 'Neuen Plan erstellen?',
    text: 'Dein aktueller Plan wird ersetzt: Die Termine werden ab heute neu geplant, erledigte Termine und Verschiebungen gehen verloren.',
    confirm: 'Neu erstellen',
    cancel: SHARED_TEXTS.cancel,
  },
  saveError: {
    title: 'Nicht gespeichert',
    text: 'Deine letzte Änderung konnte nicht gespeichert werden und wurde zurückgenommen. Bitte versuche es erneut.',
  },
} as const;

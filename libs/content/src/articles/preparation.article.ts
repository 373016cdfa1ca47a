import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const preparationArticle: Article = {
  topic: 'preparation',
  title: INFO_TOPIC_TITLES.preparation,
  href: '/info/preparation',
  icon: 'exercise',
  isPremium: true,
  summary:
    'Übungen zur Selbstreflexion, eine Blutalkohol-Rechnung zum Nachvollziehen, Vorlagen für Ihre Konsumgeschichte und Ihren Vorher-nachher-Vergleich sowie typische Fragen aus dem Gutachtergespräch.',
  keywords: ['übungen', 'vorbereitung', 'selbstreflexion', 'promille', 'widmark', 'konsumgeschichte'],
  sections: [
    {
      id: 'preparation-so-nutzen-sie-die-ubungen',
      title: 'So nutzen Sie die Übungen',
      keywords: ['übungen', 'vorbereitung', 'notizen', 'selbstreflexion'],
      body: [
        {
          kind: 'paragraph',
          text: 'Im psychologischen Gespräch der MPU geht es nicht um auswendig gelernte Antworten, sondern darum, ob Sie Ihr früheres Verhalten verstanden und dauerhaft verändert haben. Dafür müssen Sie Ihre eigene Geschichte gut kennen: Wann haben Sie wie viel konsumiert, warum, und was ist heute anders? Die folgenden Übungen helfen Ihnen, diese Fragen Schritt für Schritt zu beantworten.',
        },
        {
          kind: 'list',
          items: [
            'Nehmen Sie sich für jede Übung Zeit und arbeiten Sie schriftlich, am besten in einem eigenen Heft oder Dokument.',
            'Seien Sie ehrlich zu sich selbst. Niemand außer Ihnen liest Ihre Notizen.',
            'Wiederholen Sie die Übungen nach einigen Wochen. Oft fallen Ihnen dann neue Zusammenhänge auf.',
            'Besprechen Sie Ihre Ergebnisse, wenn möglich, mit einer Beratungsperson oder einer Vertrauensperson.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Ihre Notizen sind kein Text zum Auswendiglernen. Sie sollen Ihnen helfen, im Gespräch frei, in eigenen Worten und schlüssig zu erzählen.',
        },
      ],
    },
    {
      id: 'preparation-fragen-zur-selbstreflexion',
      title: 'Fragen zur Selbstreflexion',
      keywords: ['selbstreflexion', 'fragen', 'motive', 'ursachen', 'veränderung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Beantworten Sie die folgenden Fragen schriftlich und möglichst konkret. Statt „Ich habe manchmal getrunken“ schreiben Sie zum Beispiel „Ich habe freitags nach der Arbeit meist vier bis fünf Bier getrunken“.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Wann und bei welcher Gelegenheit habe ich zum ersten Mal Alkohol oder Drogen konsumiert?',
            'Wie hat sich mein Konsum über die Jahre entwickelt – in Menge, Häufigkeit und Anlass?',
            'Welche Wirkung wollte ich erreichen? Entspannung, Mut, Zugehörigkeit, Ablenkung von Problemen?',
            'Gab es Warnsignale, die ich übersehen oder verdrängt habe, zum Beispiel Bemerkungen von anderen oder Filmrisse?',
            'Wie kam es genau zu der Fahrt, die zum Verlust meiner Fahrerlaubnis geführt hat?',
            'Warum habe ich mich trotz Konsum ans Steuer gesetzt?',
            'Was hat mich dazu gebracht, etwas zu ändern, und was genau habe ich geändert?',
            'Woran erkenne ich, dass meine Veränderung stabil ist?',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Wenn Ihnen eine Frage schwerfällt, ist das ein wichtiger Hinweis. Genau an diesen Stellen lohnt es sich, weiterzuarbeiten – allein oder mit Unterstützung.',
        },
      ],
    },
    {
      id: 'preparation-ubung-blutalkohol-berechnen',
      title: 'Übung: Blutalkohol berechnen',
      keywords: ['promille', 'widmark', 'blutalkohol', 'berechnen', 'reduktionsfaktor', 'abbau'],
      body: [
        {
          kind: 'paragraph',
          text: 'Viele Gutachter fragen, wie viel Sie getrunken haben müssen, um auf Ihren gemessenen Wert zu kommen. Wer das selbst nachrechnen kann, zeigt, dass er sich ehrlich mit der Tatnacht beschäftigt hat. Eine bewährte Näherung ist die Widmark-Formel.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Alkohol in Gramm = Menge in Millilitern × Alkoholgehalt × 0,789 (die Dichte von Alkohol in Gramm pro Milliliter)',
            'Höchster Promillewert = Alkohol in Gramm ÷ (Körpergewicht in Kilogramm × Reduktionsfaktor)',
            'Reduktionsfaktor in dieser Übung: 0,7 für Männer und 0,6 für Frauen',
            'Abbau: etwa 0,15 Promille pro Stunde seit Trinkbeginn',
            'Promille zum Zeitpunkt X = höchster Promillewert − 0,15 × Stunden seit Trinkbeginn',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Umgekehrt können Sie von Ihrem gemessenen Wert auf die Trinkmenge schließen: Alkohol in Gramm = (gemessener Wert + 0,15 × Stunden seit Trinkbeginn) × Körpergewicht × Reduktionsfaktor. Teilen Sie das Ergebnis durch die Grammzahl Ihres Getränks, dann erhalten Sie die ungefähre Anzahl an Gläsern oder Flaschen.',
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Unterschied zum Promillerechner',
          text: 'Der Promillerechner der App verwendet etwas andere Reduktionsfaktoren: 0,68 für Männer und 0,55 für Frauen. Seine Ergebnisse liegen deshalb etwas höher als die dieser Übung. Beide Rechnungen sind Näherungen; der tatsächliche Wert hängt unter anderem von Körperbau, Essen und Trinkgeschwindigkeit ab.',
        },
        { kind: 'link', to: '/calculator', label: 'Zum Promillerechner' },
      ],
    },
    {
      id: 'preparation-rechenbeispiel',
      title: 'Rechenbeispiel',
      keywords: ['rechenbeispiel', 'promille', 'bier', 'schnaps', 'restalkohol'],
      body: [
        {
          kind: 'paragraph',
          text: 'Herr M. wiegt 80 Kilogramm. Er trinkt zwischen 19 und 23 Uhr drei Flaschen Bier (je 0,5 Liter, 5 Prozent) und einen Schnaps (2 cl, 40 Prozent). Um 23 Uhr möchte er nach Hause fahren. Wie hoch ist sein Blutalkohol ungefähr?',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Bier: 500 ml × 0,05 × 0,789 = 19,7 g Alkohol pro Flasche, bei drei Flaschen 59,2 g',
            'Schnaps: 20 ml × 0,40 × 0,789 = 6,3 g Alkohol',
            'Zusammen: 59,2 g + 6,3 g = 65,5 g Alkohol',
            'Körpergewicht × Reduktionsfaktor: 80 × 0,7 = 56',
            'Höchster Wert ohne Abbau: 65,5 ÷ 56 = 1,17 Promille',
            'Abbau in 4 Stunden: 4 × 0,15 = 0,60 Promille',
            'Ergebnis um 23 Uhr: 1,17 − 0,60 = etwa 0,57 Promille',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Mit dem Faktor des Promillerechners (80 × 0,68 = 54,4) ergibt sich 65,5 ÷ 54,4 = 1,20 Promille und nach Abzug von 0,60 etwa 0,60 Promille. Bei einem Abbau von 0,15 Promille pro Stunde wäre Herr M. erst nach knapp 4 weiteren Stunden, also gegen 3 Uhr nachts, wieder nüchtern (0,57 ÷ 0,15 = 3,8 Stunden).',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Die Rechnung zeigt, wie lange Alkohol im Körper bleibt: Wer spät am Abend viel trinkt, kann am nächsten Morgen noch Restalkohol haben. Fahren Sie nach Alkoholkonsum nie in dem Glauben, Sie seien „schon wieder fit“. Für die MPU sind die Grenzen 1,1 Promille (absolute Fahruntüchtigkeit) und 1,6 Promille (Anordnung der MPU) besonders wichtig.',
        },
      ],
    },
    {
      id: 'preparation-tabelle-zur-konsumgeschichte',
      title: 'Tabelle zur Konsumgeschichte',
      keywords: ['konsumgeschichte', 'trinkverhalten', 'tabelle', 'vorlage', 'lebensphasen'],
      body: [
        {
          kind: 'paragraph',
          text: 'Im Gespräch werden Sie fast immer nach der Entwicklung Ihres Konsums gefragt. Eine Tabelle hilft Ihnen, Ihre Geschichte geordnet und widerspruchsfrei darzustellen. Übertragen Sie die Vorlage auf Papier und füllen Sie für jede Lebensphase eine Zeile aus. Die erste Zeile ist ein Beispiel.',
        },
        {
          kind: 'table',
          caption: 'Vorlage: Meine Konsumgeschichte',
          head: [
            'Lebensphase',
            'Anlässe',
            'Getränke oder Substanzen',
            'Menge pro Anlass',
            'Häufigkeit',
            'Wozu diente der Konsum?',
          ],
          rows: [
            [
              'Beispiel: 16 bis 18 Jahre',
              'Partys, Fußballverein',
              'Bier, Mischgetränke',
              '3 bis 4 Bier',
              'fast jedes Wochenende',
              'dazugehören, lockerer werden',
            ],
            ['Jugend', '', '', '', '', ''],
            ['Ausbildung oder Studium', '', '', '', '', ''],
            ['Beruf und Familie', '', '', '', '', ''],
            ['Zeit vor dem Delikt', '', '', '', '', ''],
            ['Seit dem Delikt', '', '', '', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Achten Sie besonders auf Veränderungen: Wann wurde mehr konsumiert, und was war damals in Ihrem Leben los? Häufig fallen Steigerungen mit Belastungen zusammen, etwa Trennung, Stress im Beruf oder Arbeitslosigkeit. Diese Zusammenhänge sind für den Gutachter wichtiger als einzelne Zahlen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Vergleichen Sie Ihre Angaben mit Ihrer Akte, insbesondere mit dem gemessenen Promillewert. Passen Trinkmenge und Wert nicht zusammen, wird der Gutachter nachfragen.',
        },
      ],
    },
    {
      id: 'preparation-typische-fragen-im-gutachtergesprach',
      title: 'Typische Fragen im Gutachtergespräch',
      keywords: ['gutachter', 'fragen', 'gespräch', 'exploration', 'antworten'],
      body: [
        {
          kind: 'paragraph',
          text: 'Das psychologische Gespräch dauert etwa 45 bis 60 Minuten, in manchen Fällen bis zu 75 Minuten. Die folgenden Fragen kommen in ähnlicher Form häufig vor. Üben Sie, sie in eigenen Worten zu beantworten, ohne sich zu rechtfertigen.',
        },
        {
          kind: 'list',
          items: [
            'Schildern Sie bitte den Tag, an dem Sie kontrolliert wurden.',
            'Wie viel hatten Sie getrunken oder konsumiert, und über welchen Zeitraum?',
            'Wie oft sind Sie vorher schon unter Einfluss gefahren, ohne erwischt zu werden?',
            'Wie hat sich Ihr Konsum seit der Jugend entwickelt?',
            'Welche Rolle hatte Alkohol oder haben Drogen in Ihrem Leben gespielt?',
            'Warum haben Sie Ihr Verhalten geändert, und seit wann?',
            'Wie gehen Sie heute mit Stress, Ärger oder Langeweile um?',
            'Was tun Sie, wenn Ihnen auf einer Feier etwas angeboten wird?',
            'Woran würden Sie merken, dass Sie rückfallgefährdet sind?',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Vermeiden Sie Verharmlosungen wie „Das war doch nur ein Ausrutscher“ oder „Alle haben damals so getrunken“. Sie wirken, als hätten Sie sich noch nicht mit Ihrem Verhalten auseinandergesetzt.',
        },
        { kind: 'link', to: '/simulator', label: 'Gespräch im MPU-Simulator üben' },
      ],
    },
    {
      id: 'preparation-reflexionsbogen-fruher-und-heute',
      title: 'Reflexionsbogen: Früher und heute',
      keywords: ['reflexionsbogen', 'vorher nachher', 'veränderung', 'lebensbereiche', 'vergleich'],
      body: [
        {
          kind: 'paragraph',
          text: 'Eine Veränderung wird glaubwürdig, wenn sie in vielen Lebensbereichen sichtbar ist. Tragen Sie in den Bogen ein, wie es früher war und wie es heute ist. Je konkreter die Beispiele, desto besser. Die erste Zeile zeigt, wie das aussehen kann.',
        },
        {
          kind: 'table',
          caption: 'Vorlage: Mein Vorher-nachher-Vergleich',
          head: ['Lebensbereich', 'Früher', 'Heute', 'Woran man das erkennt'],
          rows: [
            [
              'Beispiel: Feierabend',
              'Nach der Arbeit zwei bis drei Bier zum Abschalten',
              'Spaziergang oder Sport, danach Tee',
              'Seit 10 Monaten kein Alkohol, Abstinenznachweis',
            ],
            ['Umgang mit Stress', '', '', ''],
            ['Freizeit und Hobbys', '', '', ''],
            ['Freundeskreis', '', '', ''],
            ['Feiern und Feste', '', '', ''],
            ['Umgang mit Gefühlen', '', '', ''],
            ['Planung von Fahrten', '', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lesen Sie Ihren Bogen anschließend durch und fragen Sie sich: Ist jede Veränderung schon eine Weile erprobt, oder ist sie noch ein Vorsatz? Wo sehen Sie noch Unsicherheiten? Genau diese Punkte können Sie mit dem Coach oder in einer Beratung vertiefen.',
        },
        { kind: 'link', to: '/coach', label: 'Mit dem MPU-Coach weiterarbeiten' },
      ],
    },
  ],
  hasAudio: false,
};

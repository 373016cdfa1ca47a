import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const assessmentAlcoholDrugsArticle: Article = {
  topic: 'assessment-alcohol-drugs',
  title: INFO_TOPIC_TITLES['assessment-alcohol-drugs'],
  href: '/info/assessment-alcohol-drugs',
  icon: 'glass',
  isPremium: true,
  summary:
    'Die Hypothesen A1 bis A3 und D1 bis D3 im Detail: woran Gutachter sie erkennen, welche Verhaltensänderung jeweils erwartet wird und was bei Mischkonsum oder wechselnden Diagnosen gilt.',
  keywords: ['hypothesen', 'alkohol', 'drogen', 'a1', 'a2', 'a3', 'd1', 'abstinenz'],
  sections: [
    {
      id: 'assessment-alcohol-drugs-einfuhrung',
      title: 'Einführung',
      body: [
        {
          kind: 'paragraph',
          text: 'Dieser Artikel vertieft die Hypothesen für Alkohol- und Drogenfragestellungen. Er baut auf der Einführung in die Hypothesen und Beurteilungskriterien auf. Für jede Hypothese erfahren Sie, an welchen Merkmalen Gutachter sie festmachen, welche Veränderung von Ihnen erwartet wird und worauf Sie besonders achten sollten.',
        },
        {
          kind: 'paragraph',
          text: 'Alle Hypothesen folgen derselben Logik: Je schwerer das frühere Problem, desto umfassender und länger muss die Veränderung sein. Die Gutachterin prüft zuerst die schwerste Hypothese. Nur wenn diese nicht zutrifft, geht sie zur nächstleichteren über.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die genannten Zeiträume sind Orientierungswerte. Die Beurteilungskriterien werden fortgeschrieben, Regeln können sich ändern, und die Fahrerlaubnisbehörde entscheidet auf Grundlage des Gutachtens im Einzelfall.',
        },
        {
          kind: 'link',
          to: '/info/assessment',
          label: 'Zur Einführung in Hypothesen und Beurteilungskriterien',
        },
      ],
      keywords: ['einführung', 'vertiefung', 'hierarchie', 'beurteilungskriterien', 'schweregrad'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-a1-alkoholabhangigkeit',
      title: 'Hypothese A1: Alkoholabhängigkeit',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: A1 liegt vor, wenn eine Alkoholabhängigkeit besteht – nach ICD-10 mindestens 3 von 6 Kriterien innerhalb von 12 Monaten, etwa starkes Verlangen, Kontrollverlust, Toleranz oder Entzugserscheinungen. Hinweise sind auch eine bereits gestellte Diagnose, eine frühere Entgiftung oder Therapie, Trinken am Morgen oder sehr hohe Promillewerte ohne deutliche Ausfallerscheinungen.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: Erwartet wird in der Regel eine Entwöhnungsbehandlung oder eine vergleichbare suchttherapeutische Aufarbeitung und danach ein dauerhafter, vollständiger Verzicht auf Alkohol. Die Abstinenz muss stabil sein und lückenlos nachgewiesen werden, in der Regel mindestens 12 Monate lang.',
        },
        {
          kind: 'list',
          items: [
            'Dokumentieren Sie Therapie, Beratung und Selbsthilfegruppe mit Bescheinigungen.',
            'Erklären Sie, warum für Sie dauerhafter Verzicht nötig ist – nicht nur bis zur MPU.',
            'Zeigen Sie, wie Sie mit Suchtdruck und Rückfallrisiken umgehen.',
          ],
        },
      ],
      keywords: ['a1', 'alkoholabhängigkeit', 'entwöhnung', 'therapie', 'dauerhafte abstinenz'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-a2-alkoholmissbrauch',
      title: 'Hypothese A2: Alkoholmissbrauch',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: Bei A2 liegt keine Abhängigkeit vor, aber ein Missbrauch mit fehlender oder unzuverlässiger Kontrolle über das Trinken. Typisch sind wiederholtes Trinken großer Mengen, mehr zu trinken als beabsichtigt, erste körperliche oder soziale Folgen, mehrere Trunkenheitsfahrten oder hohe Promillewerte, die auf eine deutliche Alkoholgewöhnung hinweisen.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: In der Regel wird ein stabiler Alkoholverzicht erwartet, belegt durch Abstinenznachweise. Kontrolliertes Trinken wird nur in seltenen Ausnahmefällen akzeptiert, wenn es mit fachlicher Hilfe eingeübt und über lange Zeit stabil umgesetzt wurde.',
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Zwei Angaben zur Dauer',
          text: 'Der Hypothesen-Navigator empfiehlt bei A2 eine Abstinenz von 6 bis 12 Monaten. Der Abstinenzrechner geht bei A2 von 12 Monaten aus und hält 6 Monate nur mit guter Begründung für möglich. Wer auf Nummer sicher gehen will, plant 12 Monate ein.',
        },
      ],
      keywords: ['a2', 'alkoholmissbrauch', 'kontrollverlust', 'alkoholverzicht', 'kontrolliertes trinken'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-a3-alkoholgefahrdung',
      title: 'Hypothese A3: Alkoholgefährdung',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: A3 beschreibt einen riskanten Umgang mit Alkohol, bei dem die Fähigkeit zur Steuerung grundsätzlich erhalten ist. Problematische Merkmale traten nur vereinzelt oder zeitlich begrenzt auf. Häufig geht es um eine einzelne Trunkenheitsfahrt, etwa nach einer Feier, ohne Hinweise auf langjährigen übermäßigen Konsum.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: Sie müssen zeigen, dass Sie Ihr Trinkverhalten deutlich und dauerhaft verändert haben – entweder durch Verzicht oder durch einen klar begrenzten, kontrollierten Konsum mit festen Regeln. Vor allem müssen Sie Trinken und Fahren sicher trennen können.',
        },
        {
          kind: 'list',
          items: [
            'Der Hypothesen-Navigator empfiehlt bei A3 eine Abstinenz von 3 bis 6 Monaten.',
            'Nach dem Abstinenzrechner ist bei einer Erstauffälligkeit unter 1,6 ‰ mit beobachteten Ausfallerscheinungen und zu üblicher Uhrzeit kein Nachweis erforderlich; freiwillig werden 3 Monate empfohlen. In anderen Fällen geht er meist von 6 Monaten aus.',
            'Wer kontrolliert trinken möchte, sollte seine Trinkregeln konkret benennen können, etwa Anlass, Höchstmenge und Verzicht vor jeder Fahrt.',
          ],
        },
      ],
      keywords: ['a3', 'alkoholgefährdung', 'kontrollierter konsum', 'trennvermögen', 'erstauffälligkeit'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-d1-drogenabhangigkeit',
      title: 'Hypothese D1: Drogenabhängigkeit',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: D1 liegt vor, wenn eine Abhängigkeit von Drogen besteht – nach denselben ICD-10-Kriterien wie bei Alkohol. Hinweise sind täglicher oder fast täglicher Konsum, Konsum harter Drogen wie Heroin, Kokain oder Amphetamine über längere Zeit, Entzugserscheinungen, frühere Entgiftungen oder eine Substitutionsbehandlung.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: Erwartet werden eine suchttherapeutische Aufarbeitung, ein vollständiger Verzicht auf Drogen und eine kritische Haltung auch gegenüber Alkohol und Medikamenten mit Suchtpotenzial. Die Abstinenz muss mindestens 12 Monate lang lückenlos nachgewiesen werden; bei harten Drogen rechnet der Abstinenzrechner mit 15 Monaten.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Ein Wechsel von Drogen zu mehr Alkohol gilt als Suchtverlagerung und spricht gegen eine stabile Veränderung.',
        },
      ],
      keywords: ['d1', 'drogenabhängigkeit', 'harte drogen', 'substitution', 'entgiftung'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-d2-fortgeschrittene-drogenproblematik',
      title: 'Hypothese D2: Fortgeschrittene Drogenproblematik',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: Bei D2 liegt keine Abhängigkeit vor, aber ein fortgeschrittener, missbräuchlicher Konsum. Typisch sind regelmäßiger Cannabiskonsum, Konsum zur Bewältigung von Stress oder Problemen, Konsum mehrerer Substanzen, Konsum trotz negativer Folgen oder eine Fahrt unter Drogen, die nicht die erste war.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: Erwartet wird ein stabiler Drogenverzicht, der durch Urin- oder Haaranalysen belegt wird. Sie sollten erklären können, welche Rolle die Drogen in Ihrem Leben gespielt haben und was heute an ihre Stelle getreten ist – zum Beispiel ein neuer Freundeskreis oder andere Wege, mit Belastungen umzugehen.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Der Hypothesen-Navigator empfiehlt bei D2 eine Abstinenz von 6 bis 12 Monaten. Der Abstinenzrechner geht bei Cannabis mit D1 oder D2 von 12 Monaten aus, bei Mischkonsum ebenfalls von 12 und bei harten Drogen von 15 Monaten.',
        },
      ],
      keywords: ['d2', 'drogenproblematik', 'cannabis', 'drogenverzicht', 'urinscreening'],
    },
    {
      id: 'assessment-alcohol-drugs-hypothese-d3-drogengefahrdung',
      title: 'Hypothese D3: Drogengefährdung',
      body: [
        {
          kind: 'paragraph',
          text: 'Diagnostische Kriterien: D3 betrifft Menschen ohne fortgeschrittene Drogenproblematik, etwa nach Probierkonsum oder gelegentlichem Cannabiskonsum. Der Konsum war selten, ohne deutliche Folgen und nicht in den Alltag eingebettet.',
        },
        {
          kind: 'paragraph',
          text: 'Erforderliche Verhaltensänderung: Erwartet wird entweder eine glaubhafte Beendigung des Konsums oder – bei gelegentlichem Cannabiskonsum – ein zuverlässiges Trennen von Konsum und Fahren. Sie sollten begründen können, warum die Gefahr einer erneuten Fahrt unter Drogeneinfluss heute gering ist.',
        },
        {
          kind: 'list',
          items: [
            'Der Hypothesen-Navigator empfiehlt bei D3 eine Abstinenz von 3 bis 6 Monaten.',
            'Bei gelegentlichem Cannabiskonsum verlangt der Abstinenzrechner keinen Nachweis; ein freiwilliger Nachweis kann Ihre Angaben trotzdem stützen.',
            'Die Regeln zu Cannabis im Straßenverkehr haben sich zuletzt geändert; lassen Sie sich im Zweifel beraten.',
          ],
        },
      ],
      keywords: ['d3', 'drogengefährdung', 'gelegenheitskonsum', 'probierkonsum', 'trennen'],
    },
    {
      id: 'assessment-alcohol-drugs-sonderfalle-mischkonsum-und-wechselnde-diagnosen',
      title: 'Sonderfälle: Mischkonsum und wechselnde Diagnosen',
      body: [
        {
          kind: 'paragraph',
          text: 'Mischkonsum: Wer mehrere Substanzen kombiniert hat, etwa Alkohol und Cannabis, wird meist strenger eingestuft. Die Gutachterin prüft dann sowohl die A- als auch die D-Hypothesen, und Sie müssen die Anforderungen für alle beteiligten Substanzen erfüllen. In der Regel bedeutet das Verzicht auf Drogen und einen kritischen, oft ebenfalls abstinenten Umgang mit Alkohol, belegt durch Nachweise über etwa 12 Monate.',
        },
        {
          kind: 'paragraph',
          text: 'Wechselnde Diagnosen: Es kommt vor, dass eine Ärztin, eine Beratungsstelle und die Begutachtungsstelle Ihr Problem unterschiedlich einschätzen – oder dass Ihre eigene Einschätzung sich während der Vorbereitung ändert. Maßgeblich für die MPU ist die Einordnung durch die Gutachterin anhand aller Unterlagen. Eine frühere Diagnose einer Abhängigkeit bleibt in der Akte und wird berücksichtigt, auch wenn Sie sich heute anders sehen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Wenn Sie zwischen zwei Hypothesen schwanken, richten Sie Abstinenz und Nachweise nach der strengeren aus. Zu lange Abstinenz schadet nicht, zu kurze kann das Gutachten kosten.',
        },
      ],
      keywords: ['mischkonsum', 'diagnose', 'einstufung', 'sonderfall', 'doppelte fragestellung'],
    },
    {
      id: 'assessment-alcohol-drugs-praktische-tipps',
      title: 'Praktische Tipps',
      body: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ermitteln Sie Ihre wahrscheinliche Hypothese mit dem Hypothesen-Navigator und prüfen Sie mit dem Abstinenzrechner, welche Nachweise nötig sind.',
            'Beginnen Sie Abstinenznachweise früh bei einer anerkannten Stelle. Beim Urinscreening sind es 4 Proben in 6 Monaten, 6 in 12 Monaten oder 8 in 15 Monaten. Sie werden kurzfristig einbestellt und müssen innerhalb von 24 Stunden erscheinen; ein Termin lässt sich höchstens um eine Woche verschieben.',
            'Bei der Haaranalyse gilt etwa 1 cm Haar pro Monat. Für Alkohol (EtG) werden höchstens 3 cm, also 3 Monate, ausgewertet, für Drogen bis zu 6 Monate.',
            'Sammeln Sie alle Belege, etwa Befunde, Therapie- und Beratungsbescheinigungen, in einer Mappe.',
            'Üben Sie, Ihre Konsumgeschichte ehrlich und passend zur Akte zu erzählen.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nehmen Sie sich Zeit: Eine gute Vorbereitung erhöht Ihre Chancen deutlich, auch wenn niemand ein positives Gutachten garantieren kann. Wenn Sie unsicher sind, ob Ihre Veränderung schon stabil genug ist, warten Sie lieber noch etwas mit dem Termin.',
        },
        { kind: 'link', to: '/hypothesen-navigator', label: 'Zum Hypothesen-Navigator' },
        { kind: 'link', to: '/info/ctu', label: 'Mehr zu Abstinenznachweisen' },
      ],
      keywords: ['tipps', 'urinscreening', 'haaranalyse', 'etg', 'nachweise', 'vorbereitung'],
    },
  ],
  hasAudio: true,
};

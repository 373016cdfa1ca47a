import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const assessmentArticle: Article = {
  topic: 'assessment',
  title: INFO_TOPIC_TITLES.assessment,
  href: '/info/assessment',
  icon: 'scale',
  isPremium: true,
  summary:
    'Nach welchen Maßstäben Gutachter in der MPU urteilen: eine Einführung in die Beurteilungskriterien und die Hypothesen A1 bis A3, D1 bis D3 und V1 bis V3 – und warum Sie Ihre eigene Hypothese kennen sollten.',
  keywords: ['hypothesen', 'beurteilungskriterien', 'a1', 'd1', 'v1', 'einstufung', 'gutachter'],
  sections: [
    {
      id: 'assessment-einfuhrung-in-die-beurteilungskriterien',
      title: 'Einführung in die Beurteilungskriterien',
      body: [
        {
          kind: 'paragraph',
          text: 'Viele Menschen befürchten, dass das Ergebnis der MPU von der Laune der Gutachterin oder des Gutachters abhängt. Tatsächlich arbeiten die Begutachtungsstellen für Fahreignung nach einem gemeinsamen fachlichen Leitfaden, den Beurteilungskriterien. Sie wurden von verkehrspsychologischen und verkehrsmedizinischen Fachgesellschaften erarbeitet und sorgen dafür, dass vergleichbare Fälle nach vergleichbaren Maßstäben beurteilt werden.',
        },
        {
          kind: 'paragraph',
          text: 'Kern der Beurteilungskriterien sind sogenannte Hypothesen. Eine Hypothese beschreibt, wie ausgeprägt ein Problem war und welche Voraussetzungen erfüllt sein müssen, damit die Bedenken gegen Ihre Fahreignung ausgeräumt werden können. Die Gutachterin prüft anhand von Akte, medizinischen Befunden und Gespräch, welche Hypothese auf Sie zutrifft, und dann, ob Sie deren Anforderungen erfüllen.',
        },
        {
          kind: 'list',
          items: [
            'A-Hypothesen: Auffälligkeiten unter Alkohol.',
            'D-Hypothesen: Auffälligkeiten im Zusammenhang mit Drogen.',
            'V-Hypothesen: Verkehrsverstöße und Straftaten, zum Beispiel wegen Punkten.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Hypothesen sind hierarchisch aufgebaut: Die Nummer 1 beschreibt jeweils das schwerste Problem, die Nummer 3 das leichteste. Die Beurteilungskriterien enthalten noch weitere Hypothesen; die App konzentriert sich auf diese neun, weil sie für die meisten Betroffenen entscheidend sind.',
        },
      ],
      keywords: ['beurteilungskriterien', 'leitfaden', 'begutachtungsstelle', 'fahreignung', 'maßstab'],
    },
    {
      id: 'assessment-alkohol-hypothesen-a1-bis-a3',
      title: 'Alkohol-Hypothesen A1 bis A3',
      body: [
        {
          kind: 'paragraph',
          text: 'Bei einer MPU wegen Alkohol klärt die Gutachterin zuerst, ob eine Abhängigkeit vorlag. Erst wenn das ausgeschlossen ist, werden die weniger schweren Hypothesen geprüft.',
        },
        {
          kind: 'table',
          caption: 'Die Alkohol-Hypothesen im Überblick',
          head: ['Hypothese', 'Bedeutung', 'Was in der Regel erwartet wird'],
          rows: [
            [
              'A1',
              'Alkoholabhängigkeit',
              'Suchttherapeutische Aufarbeitung und dauerhafte, lückenlos nachgewiesene Abstinenz',
            ],
            [
              'A2',
              'Alkoholmissbrauch ohne Abhängigkeit, aber mit fehlender Kontrolle über den Konsum',
              'Stabiler Alkoholverzicht, meist mit Abstinenznachweisen',
            ],
            [
              'A3',
              'Alkoholgefährdung: riskantes Trinken, aber mit erhaltener Fähigkeit zur Steuerung',
              'Deutlich veränderter, kontrollierter Umgang mit Alkohol oder Verzicht, sicheres Trennen von Trinken und Fahren',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Typisch für A3 ist zum Beispiel eine erstmalige Trunkenheitsfahrt ohne Hinweise auf eine tiefere Problematik. Hohe Promillewerte, wiederholte Fahrten oder ein Trinkverhalten, das Sie nicht mehr steuern konnten, sprechen dagegen eher für A2 oder A1.',
        },
      ],
      keywords: ['a1', 'a2', 'a3', 'alkoholabhängigkeit', 'alkoholmissbrauch', 'kontrolliertes trinken'],
    },
    {
      id: 'assessment-drogen-hypothesen-d1-bis-d3',
      title: 'Drogen-Hypothesen D1 bis D3',
      body: [
        {
          kind: 'paragraph',
          text: 'Die Drogen-Hypothesen sind ähnlich aufgebaut wie die Alkohol-Hypothesen. Anders als bei Alkohol geht es bei Drogen aber fast immer um vollständigen Verzicht. Eine Ausnahme kann gelegentlicher Cannabiskonsum sein, wenn Konsum und Fahren zuverlässig getrennt werden; die Regeln zu Cannabis haben sich zuletzt geändert, und die Fahrerlaubnisbehörde entscheidet im Einzelfall.',
        },
        {
          kind: 'table',
          caption: 'Die Drogen-Hypothesen im Überblick',
          head: ['Hypothese', 'Bedeutung', 'Was in der Regel erwartet wird'],
          rows: [
            [
              'D1',
              'Drogenabhängigkeit',
              'Suchttherapeutische Aufarbeitung und lange, nachgewiesene Abstinenz',
            ],
            [
              'D2',
              'Fortgeschrittene Drogenproblematik ohne Abhängigkeit',
              'Stabiler Verzicht auf Drogen, belegt durch Abstinenznachweise',
            ],
            [
              'D3',
              'Drogengefährdung ohne fortgeschrittene Problematik, etwa Probier- oder Gelegenheitskonsum',
              'Glaubhafte Konsumbeendigung oder bei Cannabis ein sicheres Trennen von Konsum und Fahren',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Harte Drogen, regelmäßiger Konsum oder Mischkonsum mehrerer Substanzen führen meist zu einer Einstufung in D1 oder D2. Für Drogen wird insgesamt meist eine Abstinenz von 12 bis 15 Monaten erwartet.',
        },
      ],
      keywords: ['d1', 'd2', 'd3', 'drogenabhängigkeit', 'cannabis', 'drogenproblematik'],
    },
    {
      id: 'assessment-verkehrs-hypothesen-v1-bis-v3',
      title: 'Verkehrs-Hypothesen V1 bis V3',
      body: [
        {
          kind: 'paragraph',
          text: 'Die V-Hypothesen betreffen Menschen, die ohne Alkohol oder Drogen auffällig geworden sind: durch viele Punkte, erhebliche Verkehrsstraftaten wie Fahren ohne Fahrerlaubnis oder Unfallflucht oder durch Straftaten mit Aggressionspotenzial. Hier steht nicht eine Substanz im Mittelpunkt, sondern die Frage, warum Regeln wiederholt missachtet wurden.',
        },
        {
          kind: 'list',
          items: [
            'V1: Die Verstöße beruhen auf einer tiefer gehenden Störung der emotionalen und sozialen Entwicklung, etwa einer deutlich beeinträchtigten Impulskontrolle. Erwartet wird meist ein therapeutisch begleiteter Veränderungsprozess, der sich über längere Zeit bewährt hat.',
            'V2: Verfestigte, problematische Verhaltensmuster und eine verminderte Fähigkeit, sich anzupassen – zum Beispiel bei Ärger oder Zeitdruck. Erwartet werden ein gutes Verständnis dieser Zusammenhänge und neue, stabile Bewältigungsstrategien, oft mit verkehrspsychologischer Unterstützung.',
            'V3: Fehlerhafte Einstellungen zu Verkehrsregeln, etwa „Zu schnell fahren ist doch ein Kavaliersdelikt“. Erwartet wird, dass Sie diese Einstellungen erkannt und glaubhaft verändert haben.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Die meisten Betroffenen mit Punkten werden V2 oder V3 zugeordnet. Wer zusätzlich unter Alkohol oder Drogen auffällig war, muss unter Umständen die Anforderungen aus mehreren Hypothesengruppen erfüllen.',
        },
        { kind: 'link', to: '/info/assessment-traffic', label: 'Mehr zu den Verkehrs-Hypothesen' },
      ],
      keywords: ['v1', 'v2', 'v3', 'punkte', 'verkehrsverstöße', 'straftaten'],
    },
    {
      id: 'assessment-warum-sie-ihre-hypothese-kennen-sollten',
      title: 'Warum Sie Ihre Hypothese kennen sollten',
      body: [
        {
          kind: 'paragraph',
          text: 'Die Hypothese bestimmt, was die Gutachterin von Ihnen erwartet. Wer sich auf A3 vorbereitet, aber nach der Aktenlage und den Befunden eher A2 zugeordnet wird, hat womöglich nicht lange genug auf Alkohol verzichtet oder keine Nachweise gesammelt – und das lässt sich am Tag der MPU nicht mehr nachholen.',
        },
        {
          kind: 'list',
          items: [
            'Sie wissen, ob Abstinenz nötig ist und wie lange Sie sie nachweisen sollten.',
            'Sie können Ihre Vorbereitung gezielt auf die passenden Themen ausrichten.',
            'Sie schätzen den richtigen Zeitpunkt für Ihren MPU-Termin realistischer ein.',
            'Sie vermeiden, sich selbst zu verharmlosen – ein häufiger Grund für ein negatives Gutachten.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Ihre eigene Einschätzung ist nicht bindend. Die endgültige Einordnung nimmt die Gutachterin vor, und die Fahrerlaubnisbehörde entscheidet auf Grundlage des Gutachtens im Einzelfall. Im Zweifel bereiten Sie sich besser auf die strengere Hypothese vor.',
        },
      ],
      keywords: ['eigene hypothese', 'einschätzung', 'vorbereitung', 'abstinenznachweis', 'zeitpunkt'],
    },
    {
      id: 'assessment-empfehlungen-des-hypothesen-navigators',
      title: 'Empfehlungen des Hypothesen-Navigators',
      body: [
        {
          kind: 'paragraph',
          text: 'Der Hypothesen-Navigator der App hilft Ihnen bei einer ersten Einordnung. Sie beantworten Fragen zu 11 Kriterien aus dem Diagnosesystem DSM-5. Sind 6 oder mehr Kriterien erfüllt oder wurde bereits eine Abhängigkeit diagnostiziert, ergibt sich A1 bzw. D1; bei 4 bis 5 Kriterien A2 bzw. D2; bei 2 bis 3 Kriterien A3 bzw. D3. Dazu gibt der Navigator eine Empfehlung zur Abstinenzdauer.',
        },
        {
          kind: 'table',
          caption: 'Empfehlungen des Hypothesen-Navigators',
          head: ['Hypothese', 'Erfüllte DSM-5-Kriterien', 'Empfohlene Abstinenz'],
          rows: [
            ['A1 / D1', '6 oder mehr (oder diagnostizierte Abhängigkeit)', 'mindestens 12 Monate'],
            ['A2 / D2', '4 bis 5', '6 bis 12 Monate'],
            ['A3 / D3', '2 bis 3', '3 bis 6 Monate'],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Empfehlungen sind eine Orientierung. Der Abstinenzrechner berücksichtigt weitere Angaben, etwa Promillewert, Anzahl der Delikte oder die Art der Drogen, und kann deshalb zu einem längeren Zeitraum kommen – zum Beispiel 15 Monate bei harten Drogen. Maßgeblich sind am Ende die Gutachterin und die Fahrerlaubnisbehörde.',
        },
      ],
      keywords: ['hypothesen-navigator', 'dsm-5', 'empfehlung', 'abstinenzdauer', 'monate'],
    },
    {
      id: 'assessment-so-geht-es-weiter',
      title: 'So geht es weiter',
      body: [
        {
          kind: 'paragraph',
          text: 'Wenn Sie wissen, welche Hypothese für Sie wahrscheinlich ist, können Sie Ihre Vorbereitung gezielt planen. Bewährt hat sich folgende Reihenfolge:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Mit dem Hypothesen-Navigator eine erste Einordnung vornehmen.',
            'Mit dem Abstinenzrechner prüfen, ob und wie lange Sie Abstinenz nachweisen sollten, und die Nachweise möglichst früh beginnen.',
            'Die Anforderungen Ihrer Hypothese im vertiefenden Artikel nachlesen und Ihre Veränderung daran messen.',
            'Das Gespräch mit dem Coach vorbereiten und im Simulator üben, bevor Sie den MPU-Termin vereinbaren.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Halten Sie Ihre Ergebnisse schriftlich fest. Wenn sich im Laufe der Vorbereitung neue Erkenntnisse ergeben, etwa über die Menge Ihres früheren Konsums, prüfen Sie Ihre Einordnung erneut.',
        },
        { kind: 'link', to: '/hypothesen-navigator', label: 'Zum Hypothesen-Navigator' },
        { kind: 'link', to: '/abstinenzrechner', label: 'Zum Abstinenzrechner' },
        {
          kind: 'link',
          to: '/info/assessment-alcohol-drugs',
          label: 'Hypothesen bei Alkohol und Drogen vertiefen',
        },
      ],
      keywords: ['navigator', 'abstinenzrechner', 'nächste schritte', 'planung', 'vertiefung'],
    },
  ],
  hasAudio: true,
};

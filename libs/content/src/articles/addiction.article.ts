import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const addictionArticle: Article = {
  topic: 'addiction',
  title: INFO_TOPIC_TITLES.addiction,
  href: '/info/addiction',
  icon: 'addiction',
  isPremium: true,
  summary:
    'Warum Menschen Alkohol und Drogen konsumieren, wann aus Gewohnheit ein Problem oder eine Abhängigkeit wird und welche Folgen das für Körper, Psyche und Fahreignung hat.',
  keywords: ['sucht', 'abhängigkeit', 'alkohol', 'drogen', 'missbrauch', 'icd-10', 'konsum'],
  sections: [
    {
      id: 'addiction-einfuhrung',
      title: 'Einführung',
      body: [
        {
          kind: 'paragraph',
          text: 'Wer wegen Alkohol oder Drogen zur MPU muss, wird sich früher oder später mit der Frage beschäftigen: Hatte ich ein Problem mit dem Konsum, und wenn ja, wie groß war es? Diese Frage ist unangenehm, aber sie steht im Mittelpunkt der Begutachtung. Die Gutachterin oder der Gutachter möchte verstehen, wie sich Ihr Konsum entwickelt hat und ob Sie ihn heute sicher im Griff haben.',
        },
        {
          kind: 'paragraph',
          text: 'Zwischen gelegentlichem Konsum und einer Abhängigkeit liegt ein breites Feld. Fachleute unterscheiden grob zwischen risikoarmem Konsum, riskantem oder schädlichem Gebrauch (Missbrauch) und Abhängigkeit. Die Übergänge sind fließend, und viele Betroffene rutschen über Jahre unbemerkt von einer Stufe in die nächste.',
        },
        {
          kind: 'list',
          items: [
            'Risikoarmer Konsum: selten, in kleinen Mengen, ohne negative Folgen.',
            'Riskanter oder schädlicher Gebrauch: größere Mengen, Konsum in unpassenden Situationen, erste körperliche, seelische oder soziale Folgen.',
            'Abhängigkeit: Kontrollverlust, starkes Verlangen, Toleranz, Entzugserscheinungen – der Konsum bestimmt zunehmend das Leben.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Dieser Artikel dient Ihrer Orientierung und ersetzt keine Diagnose. Wenn Sie befürchten, abhängig zu sein, wenden Sie sich an eine Suchtberatungsstelle oder Ihre Hausärztin bzw. Ihren Hausarzt. Ein plötzlicher Entzug kann bei starkem Alkoholkonsum gefährlich sein.',
        },
      ],
      keywords: ['einführung', 'missbrauch', 'schädlicher gebrauch', 'riskanter konsum', 'suchtberatung'],
    },
    {
      id: 'addiction-konsummotive',
      title: 'Konsummotive',
      body: [
        {
          kind: 'paragraph',
          text: 'Kaum jemand trinkt oder konsumiert ohne Grund. Hinter dem Konsum stehen Motive – also das, was man sich bewusst oder unbewusst davon verspricht. In der MPU wird genau danach gefragt, denn nur wer seine Motive kennt, kann sie auf andere Weise erfüllen und einen Rückfall vermeiden.',
        },
        {
          kind: 'table',
          caption: 'Häufige Konsummotive',
          head: ['Motiv', 'Typische Situation'],
          rows: [
            [
              'Geselligkeit und Zugehörigkeit',
              'Vereinsfeiern, Stammtisch, Freundeskreis, in dem viel getrunken wird',
            ],
            ['Entspannung und Stressabbau', 'Das Feierabendbier nach einem anstrengenden Arbeitstag'],
            ['Bewältigung von Gefühlen', 'Trinken bei Ärger, Trauer, Einsamkeit oder Angst'],
            ['Selbstbewusstsein', 'Lockerer werden, um auf andere zuzugehen'],
            ['Gewohnheit und Ritual', 'Ein Glas Wein zum Essen, Bier beim Fußballschauen'],
            ['Langeweile und Belohnung', 'Konsum am Wochenende, „weil man es sich verdient hat“'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Besonders kritisch ist das sogenannte Entlastungstrinken oder Entlastungskonsumieren: Alkohol oder Drogen werden eingesetzt, um schwierige Gefühle oder Probleme zu dämpfen. Der Effekt hält nur kurz, die Probleme bleiben – und die Menge steigt mit der Zeit.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Fragen Sie sich ehrlich: Was hat mir der Konsum gegeben? Wenn Sie Ihre persönlichen Motive benennen können, haben Sie einen wichtigen Teil der Ursachenanalyse für das psychologische Gespräch bereits erarbeitet.',
        },
      ],
      keywords: ['konsummotive', 'motive', 'entlastungstrinken', 'stress', 'gruppendruck', 'gründe'],
    },
    {
      id: 'addiction-mischkonsum',
      title: 'Mischkonsum',
      body: [
        {
          kind: 'paragraph',
          text: 'Von Mischkonsum spricht man, wenn mehrere Substanzen gleichzeitig oder kurz nacheinander konsumiert werden – zum Beispiel Alkohol und Cannabis, Alkohol und Kokain oder Alkohol zusammen mit Beruhigungs- oder Schlafmitteln. Die Wirkungen können sich gegenseitig verstärken oder auf unvorhersehbare Weise verändern.',
        },
        {
          kind: 'list',
          items: [
            'Alkohol und Cannabis: Die Beeinträchtigung von Reaktion, Aufmerksamkeit und Koordination ist deutlich stärker als bei jeder Substanz allein.',
            'Alkohol und aufputschende Drogen: Die Müdigkeit wird überdeckt, man fühlt sich nüchterner, als man ist, und unterschätzt den eigenen Zustand.',
            'Alkohol und Medikamente: Beruhigungs-, Schlaf- und manche Schmerzmittel können die dämpfende Wirkung gefährlich verstärken.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Für die MPU ist Mischkonsum ein ernstes Signal. Er spricht häufig dafür, dass der Konsum schon weit fortgeschritten war und nicht mehr nur gelegentlich stattfand. Gutachter erwarten dann meist, dass Sie auf alle beteiligten Substanzen verzichten und das auch nachweisen. Bei Drogen geht man bei Mischkonsum in der Regel von etwa 12 Monaten nachgewiesener Abstinenz aus; die genauen Anforderungen hängen vom Einzelfall ab.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Auch eine Suchtverlagerung wird kritisch gesehen: Wer auf Drogen verzichtet, aber dafür mehr Alkohol trinkt, hat das eigentliche Problem nicht gelöst.',
        },
      ],
      keywords: [
        'mischkonsum',
        'polytoxikomanie',
        'wechselwirkung',
        'medikamente',
        'cannabis',
        'suchtverlagerung',
      ],
    },
    {
      id: 'addiction-icd10',
      title: 'Abhängigkeit nach ICD-10',
      body: [
        {
          kind: 'paragraph',
          text: 'Ob eine Abhängigkeit vorliegt, beurteilen Fachleute anhand festgelegter Kriterien. In Deutschland ist dafür die ICD-10 gebräuchlich, die internationale Klassifikation der Krankheiten. Danach liegt eine Abhängigkeit vor, wenn mindestens 3 der folgenden 6 Kriterien innerhalb der letzten 12 Monate gleichzeitig erfüllt waren.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Starkes Verlangen: ein starker Wunsch oder eine Art Zwang, die Substanz zu konsumieren (Craving).',
            'Kontrollverlust: verminderte Fähigkeit, Beginn, Ende und Menge des Konsums zu steuern.',
            'Entzugserscheinungen: körperliche Symptome wie Zittern, Schwitzen, Unruhe oder Schlafstörungen, wenn der Konsum reduziert oder beendet wird – oder Konsum, um diese zu vermeiden.',
            'Toleranz: Für die gleiche Wirkung sind immer größere Mengen nötig.',
            'Vernachlässigung: Andere Interessen und Pflichten treten zugunsten des Konsums zurück; Beschaffung, Konsum und Erholung nehmen viel Zeit ein.',
            'Konsum trotz schädlicher Folgen: Der Konsum wird fortgesetzt, obwohl körperliche, seelische oder soziale Schäden bereits spürbar sind.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Der Hypothesen-Navigator dieser App arbeitet dagegen mit den 11 Kriterien des neueren Diagnosesystems DSM-5, das nicht mehr zwischen Missbrauch und Abhängigkeit trennt, sondern Schweregrade unterscheidet. Beide Systeme verfolgen dasselbe Ziel: das Ausmaß eines Problems möglichst objektiv einzuordnen.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Wird eine Abhängigkeit festgestellt, ordnen Gutachter Sie in der Regel der Hypothese A1 (Alkohol) oder D1 (Drogen) zu. Dann wird meist eine suchttherapeutische Aufarbeitung und eine lange, nachgewiesene Abstinenz von mindestens 12 Monaten erwartet.',
        },
        {
          kind: 'link',
          to: '/hypothesen-navigator',
          label: 'Eigene Einordnung mit dem Hypothesen-Navigator prüfen',
        },
      ],
      keywords: ['icd-10', 'abhängigkeit', 'kriterien', 'diagnose', 'kontrollverlust', 'toleranz', 'entzug'],
    },
    {
      id: 'addiction-alcohol-effects',
      title: 'Wirkung von Alkohol',
      body: [
        {
          kind: 'paragraph',
          text: 'Alkohol wirkt schon in kleinen Mengen auf das Gehirn. Er enthemmt, verlangsamt Reaktionen und verschlechtert das Sehen und die Einschätzung von Entfernungen und Geschwindigkeiten. Gefährlich ist, dass man sich selbst oft fahrtüchtiger fühlt, als man ist. Der Körper baut Alkohol nur langsam ab – der Promillerechner der App rechnet mit etwa 0,15 ‰ pro Stunde. Kaffee, Schlaf oder frische Luft beschleunigen den Abbau nicht.',
        },
        {
          kind: 'table',
          caption: 'Typische Wirkungen und rechtliche Grenzen (Orientierung)',
          head: ['Blutalkohol', 'Typische Wirkung', 'Bedeutung für das Fahren'],
          rows: [
            [
              'ab 0,3 ‰',
              'Erste Enthemmung, nachlassende Konzentration',
              'Mit Ausfallerscheinungen bereits strafbar; in der Probezeit und unter 21 Jahren gilt ohnehin ein Alkoholverbot am Steuer',
            ],
            [
              'ab 0,5 ‰',
              'Längere Reaktionszeit, schlechteres Sehen',
              'Ordnungswidrigkeit auch ohne Ausfallerscheinungen',
            ],
            [
              'ab 1,1 ‰',
              'Deutliche Koordinationsstörungen, Tunnelblick',
              'Absolute Fahruntüchtigkeit, Straftat',
            ],
            [
              'ab 1,6 ‰',
              'Starker Rausch – bei Ungewohnten oft Erbrechen, Torkeln',
              'Die Fahrerlaubnisbehörde ordnet eine MPU an',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wer mit 1,6 ‰ oder mehr noch ein Auto starten und fahren kann, hat seinen Körper in der Regel über längere Zeit an große Alkoholmengen gewöhnt. Deshalb gilt ein solcher Wert in der Begutachtung als Hinweis auf eine ausgeprägte Alkoholgewöhnung – und genau danach wird im Gespräch gefragt.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Grenzwerte beruhen auf dem Straßenverkehrsrecht und der Fahrerlaubnis-Verordnung. Regeln können sich ändern, und die Fahrerlaubnisbehörde entscheidet immer im Einzelfall; auch wiederholte Auffälligkeiten unter 1,6 ‰ können zu einer MPU führen.',
        },
      ],
      keywords: ['alkoholwirkung', 'promille', 'blutalkohol', 'fahruntüchtigkeit', 'abbau', 'grenzwerte'],
    },
    {
      id: 'addiction-gewohnheitsbildung',
      title: 'Gewohnheitsbildung',
      body: [
        {
          kind: 'paragraph',
          text: 'Die meisten Alkohol- und Drogenprobleme beginnen nicht mit einem Rausch, sondern mit einer Gewohnheit. Ein Auslöser – Feierabend, Stress, ein bestimmter Ort oder bestimmte Menschen – führt zu einem Verhalten, dem Konsum. Darauf folgt eine Belohnung, etwa Entspannung oder gute Laune. Je öfter sich dieser Ablauf wiederholt, desto automatischer wird er.',
        },
        {
          kind: 'paragraph',
          text: 'Gleichzeitig gewöhnt sich der Körper an die Substanz. Die gleiche Menge wirkt schwächer, also wird mehr getrunken oder konsumiert. Die Toleranz steigt, und das eigene Maß verschiebt sich unbemerkt. Viele Betroffene halten ihren Konsum lange für normal, weil ihr Umfeld ähnlich trinkt.',
        },
        {
          kind: 'list',
          items: [
            'Auslöser erkennen: Schreiben Sie auf, in welchen Situationen Sie früher konsumiert haben.',
            'Rituale ersetzen: Setzen Sie an die Stelle des Konsums eine neue Handlung, zum Beispiel Sport, einen Spaziergang oder ein alkoholfreies Getränk.',
            'Umfeld anpassen: Meiden Sie anfangs Orte und Runden, in denen Konsum selbstverständlich ist.',
            'Geduld haben: Neue Gewohnheiten brauchen Monate, bis sie sich stabil anfühlen.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Dass sich eingeschliffene Muster nur langsam verändern, ist ein Grund, warum für die MPU längere Abstinenzzeiträume verlangt werden – bei Alkohol meist 6 bis 12 Monate, bei Drogen 12 bis 15 Monate.',
        },
      ],
      keywords: ['gewohnheit', 'toleranz', 'auslöser', 'rituale', 'gewöhnung', 'verhaltensänderung'],
    },
    {
      id: 'addiction-health-risks',
      title: 'Gesundheitliche Risiken',
      body: [
        {
          kind: 'paragraph',
          text: 'Regelmäßiger, hoher Konsum schadet dem Körper und der Psyche – oft schleichend und lange unbemerkt. Bei Alkohol ist besonders die Leber betroffen, aber auch Herz, Bauchspeicheldrüse, Nerven und Gehirn. Drogen bringen je nach Substanz eigene Risiken mit sich.',
        },
        {
          kind: 'table',
          caption: 'Mögliche Folgen von dauerhaftem Konsum',
          head: ['Bereich', 'Mögliche Folgen'],
          rows: [
            ['Leber', 'Fettleber, Leberentzündung, im schlimmsten Fall Leberzirrhose'],
            ['Herz und Kreislauf', 'Bluthochdruck, Herzrhythmusstörungen, Schäden am Herzmuskel'],
            ['Gehirn und Nerven', 'Konzentrations- und Gedächtnisstörungen, Nervenschäden'],
            ['Psyche', 'Schlafstörungen, Ängste, depressive Verstimmungen; bei Cannabis auch Psychosen'],
            [
              'Weitere Risiken',
              'Erhöhtes Krebsrisiko durch Alkohol; bei Kokain und Amphetaminen Herzinfarkt und Schlaganfall',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bei der medizinischen Untersuchung im Rahmen der MPU werden in der Regel Blutwerte bestimmt, bei Alkoholfragestellungen etwa Leberwerte wie Gamma-GT, GOT und GPT sowie häufig CDT. Auffällige Werte können auf anhaltenden Konsum hindeuten. Umgekehrt zeigt sich bei Abstinenz oft schon nach einigen Wochen eine Verbesserung.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Viele Menschen, die abstinent leben, berichten von besserem Schlaf, mehr Energie und stabilerer Stimmung. Solche eigenen Erfahrungen können Sie im psychologischen Gespräch glaubwürdig schildern.',
        },
      ],
      keywords: ['gesundheit', 'leberwerte', 'folgeschäden', 'gamma-gt', 'cdt', 'psyche'],
    },
  ],
  hasAudio: true,
};

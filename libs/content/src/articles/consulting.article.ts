import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const consultingArticle: Article = {
  topic: 'consulting',
  title: INFO_TOPIC_TITLES.consulting,
  href: '/info/consulting',
  icon: 'compass',
  isPremium: true,
  summary:
    'Woran Sie eine seriöse MPU-Vorbereitung erkennen, welche Warnsignale auf unseriöse Anbieter hindeuten und wann Selbstvorbereitung reicht – ehrlich auch zur Frage, was der Coach dieser App leisten kann.',
  keywords: ['vorbereitung', 'beratung', 'verkehrspsychologe', 'mpu berater', 'anbieter', 'seriös', 'kurs'],
  hasAudio: true,
  sections: [
    {
      id: 'consulting-warum-vorbereitung-wichtig-ist',
      title: 'Warum Vorbereitung wichtig ist',
      keywords: ['vorbereitung', 'erfolgsquote', 'verhaltensänderung', 'selbstreflexion'],
      body: [
        {
          kind: 'paragraph',
          text: 'In der MPU wird nicht Wissen abgefragt. Die Gutachter wollen verstehen, wie es zu Ihrem Fehlverhalten kam, was Sie seitdem verändert haben und warum diese Veränderung stabil ist. Das lässt sich nicht kurzfristig auswendig lernen – es braucht eine ehrliche Auseinandersetzung mit sich selbst.',
        },
        {
          kind: 'paragraph',
          text: 'Häufig genannt wird eine Erfolgsquote von etwa 30 bis 40 % ohne Vorbereitung, mit gründlicher Vorbereitung von bis zu 90 %. Diese Werte sind Schätzungen. Sie zeigen aber, wie viel eine gute Vorbereitung ausmachen kann.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Vorbereitung heißt nicht „Tricks lernen“. Gute Vorbereitung hilft Ihnen, Ihre eigene Geschichte zu verstehen, Ursachen zu erkennen und Ihre Veränderung glaubwürdig und in eigenen Worten zu beschreiben.',
        },
      ],
    },
    {
      id: 'consulting-kriterien-fur-eine-gute-vorbereitung',
      title: 'Kriterien für eine gute Vorbereitung',
      keywords: [
        'qualifikation',
        'seriös',
        'fachpsychologe',
        'verkehrspsychologie',
        'transparenz',
        'beurteilungskriterien',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Der Markt für MPU-Vorbereitung ist groß und unübersichtlich. Die Bezeichnung „MPU-Berater“ ist nicht geschützt – jeder darf sich so nennen. Achten Sie deshalb auf folgende Punkte:',
        },
        {
          kind: 'list',
          items: [
            'Qualifikation: ein abgeschlossenes Psychologiestudium und eine verkehrspsychologische Zusatzqualifikation, zum Beispiel als Fachpsychologin oder Fachpsychologe für Verkehrspsychologie. Lassen Sie sich Nachweise zeigen.',
            'Individuelle Analyse: Ein seriöser Anbieter sieht sich Ihre Akte und die Fragestellung der Behörde an, bevor er einen Plan vorschlägt.',
            'Arbeit an den Ursachen: Im Mittelpunkt stehen Ihre Geschichte, Ihre Motive und Ihre Veränderung – orientiert an den Beurteilungskriterien, nach denen auch die Gutachter arbeiten.',
            'Realistische Einschätzung: Sie erfahren ehrlich, ob Sie schon bereit sind, welche Nachweise noch fehlen und wie lange die Vorbereitung voraussichtlich dauert.',
            'Transparente Kosten: Preise pro Stunde oder Paket stehen vorher schriftlich fest, ebenso die Bedingungen für Kündigung und Rücktritt.',
            'Unabhängigkeit: Begutachtung und Vorbereitung sind getrennt. Die Begutachtungsstelle, die Ihre MPU durchführt, bereitet Sie nicht selbst darauf vor.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Ein gutes Erstgespräch fühlt sich nicht wie ein Verkaufsgespräch an. Sie sollten danach klarer sehen – nicht unter Druck stehen.',
        },
      ],
    },
    {
      id: 'consulting-warnsignale-unserioser-anbieter',
      title: 'Warnsignale unseriöser Anbieter',
      keywords: ['unseriös', 'bestehensgarantie', 'abzocke', 'warnsignale', 'betrug', 'geld zurück'],
      body: [
        {
          kind: 'paragraph',
          text: 'Menschen vor einer MPU stehen unter Druck – und genau das nutzen manche Anbieter aus. Die folgenden Warnsignale sollten Sie hellhörig machen:',
        },
        {
          kind: 'list',
          items: [
            '„Bestehensgarantie“ oder „Geld-zurück-Garantie“: Niemand kann das Ergebnis einer unabhängigen Begutachtung garantieren. Oft verbergen sich dahinter Bedingungen, die kaum zu erfüllen sind.',
            'Zeitdruck: „Nur heute zum Sonderpreis“ oder die Aufforderung, sofort einen teuren Vertrag zu unterschreiben.',
            'Fertige Antworten: Vorgefertigte Texte zum Auswendiglernen. Gutachter erkennen einstudierte Formulierungen, und sie passen nicht zu Ihrer Geschichte.',
            'Abkürzungen: Versprechen, dass Abstinenznachweise überflüssig seien, dass man die MPU umgehen könne oder ein Führerschein aus dem Ausland die Lösung sei.',
            'Hohe Vorkasse für große Pakete, bevor überhaupt geklärt ist, was Sie brauchen.',
            'Keine überprüfbare Qualifikation, kein Impressum, keine klare Adresse.',
            'Angebliche Kontakte zur Begutachtungsstelle oder „bekannte Gutachter“.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Wer Ihnen das Bestehen verspricht, verspricht etwas, das er nicht halten kann. Eine seriöse Vorbereitung erhöht Ihre Chancen – das Ergebnis liegt aber bei der unabhängigen Begutachtung und am Ende bei der Fahrerlaubnisbehörde.',
        },
      ],
    },
    {
      id: 'consulting-selbstvorbereitung-oder-professionelle-beratung',
      title: 'Selbstvorbereitung oder professionelle Beratung?',
      keywords: ['selbstvorbereitung', 'alleine vorbereiten', 'beratung', 'einzelberatung', 'vergleich'],
      body: [
        {
          kind: 'paragraph',
          text: 'Nicht jeder Fall braucht viele bezahlte Stunden. Ob Sie sich überwiegend selbst vorbereiten können, hängt von Ihrer Vorgeschichte, der Fragestellung der Behörde und Ihrer Fähigkeit ab, sich selbstkritisch zu betrachten.',
        },
        {
          kind: 'table',
          head: ['', 'Selbstvorbereitung', 'Professionelle Beratung'],
          rows: [
            ['Kosten', 'gering', 'etwa 100 bis 140 EUR pro Stunde oder etwa 1.000 bis 2.000 EUR als Kurs'],
            ['Flexibilität', 'jederzeit, im eigenen Tempo', 'feste Termine'],
            [
              'Rückmeldung',
              'begrenzt, blinde Flecken bleiben leicht unentdeckt',
              'fachliche, persönliche Rückmeldung',
            ],
            [
              'Geeignet für',
              'überschaubare Fälle, Einstieg, Wiederholung',
              'komplexe Fälle, hohe Werte, Drogen, Wiederholungstäter, negatives Vorgutachten',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Oft ist eine Kombination am sinnvollsten: Sie arbeiten sich selbst in die Themen ein, reflektieren Ihren Konsum oder Ihr Fahrverhalten und üben das Gespräch – und nutzen einige Stunden professionelle Beratung, um Ihren Stand überprüfen zu lassen und Lücken zu schließen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Professionelle Hilfe ist besonders ratsam, wenn eine Abhängigkeit im Raum steht, wenn Sie schon einmal ein negatives Gutachten erhalten haben oder wenn Sie merken, dass Sie beim Thema immer wieder ausweichen oder sich rechtfertigen.',
        },
      ],
    },
    {
      id: 'consulting-reicht-der-coach-dieser-app',
      title: 'Reicht der Coach dieser App?',
      keywords: ['mpu coach', 'ki coach', 'app', 'simulator', 'üben', 'verkehrspsychologe'],
      body: [
        {
          kind: 'paragraph',
          text: 'Der MPU Coach dieser App hilft Ihnen, sich strukturiert vorzubereiten: Sie können jederzeit Fragen stellen, Ihre Geschichte in Worte fassen, typische Themen des psychologischen Gesprächs durchgehen und im MPU Simulator das Gespräch üben. Das ist eine gute Möglichkeit, sich sicherer zu fühlen und die eigenen Gedanken zu ordnen.',
        },
        {
          kind: 'paragraph',
          text: 'Ehrlich gesagt: Der Coach ist eine künstliche Intelligenz und ersetzt keine qualifizierte Verkehrspsychologin und keinen qualifizierten Verkehrspsychologen. Er kennt Ihre Akte nicht, kann keine Diagnose stellen und keine persönliche fachliche Verantwortung für Ihren Fall übernehmen. Wo Ihr Fall eine individuelle Beurteilung braucht – etwa bei Verdacht auf Abhängigkeit, bei Drogen, bei mehreren Delikten oder nach einem negativen Gutachten –, sollten Sie zusätzlich professionelle Beratung in Anspruch nehmen.',
        },
        {
          kind: 'list',
          items: [
            'Gut geeignet für: Einstieg ins Thema, Üben von Antworten in eigenen Worten, Selbstreflexion, Wiederholung zwischen Beratungsterminen.',
            'Nicht geeignet als: Ersatz für eine fachliche Einschätzung Ihres Einzelfalls, Therapie oder Suchtberatung.',
          ],
        },
        {
          kind: 'link',
          to: '/coach',
          label: 'Zum MPU Coach',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Auf der Startseite finden Sie unter „Persönliche Beratung“ die Möglichkeit, ein kostenloses Erstgespräch mit menschlichen Beraterinnen und Beratern zu buchen.',
        },
      ],
    },
    {
      id: 'consulting-fragen-fur-das-erstgesprach',
      title: 'Fragen für das Erstgespräch',
      keywords: ['erstgespräch', 'fragen', 'anbieter vergleichen', 'checkliste', 'vertrag'],
      body: [
        {
          kind: 'paragraph',
          text: 'Viele Anbieter bieten ein kostenloses oder günstiges Erstgespräch an. Nutzen Sie es, um den Anbieter kennenzulernen. Diese Fragen helfen Ihnen dabei:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Welche Qualifikation hat die Person, die mich vorbereitet?',
            'Wie schätzen Sie meinen Fall nach Akte und Fragestellung der Behörde ein?',
            'Welche Nachweise brauche ich voraussichtlich noch, und wie lange?',
            'Wie viele Sitzungen halten Sie für nötig, und was kostet das insgesamt?',
            'Kann ich einzelne Stunden buchen, oder muss ich ein Paket kaufen?',
            'Welche Kündigungs- und Rücktrittsbedingungen gelten?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Achten Sie auch auf Ihr Gefühl: Fühlen Sie sich ernst genommen? Werden Ihre Fragen offen beantwortet? Eine vertrauensvolle Zusammenarbeit ist die Grundlage dafür, dass Sie in der Vorbereitung ehrlich über schwierige Themen sprechen können.',
        },
      ],
    },
    {
      id: 'consulting-fazit',
      title: 'Fazit',
      keywords: ['fazit', 'zusammenfassung', 'empfehlung', 'richtige vorbereitung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Eine gute MPU-Vorbereitung ist individuell, fachlich fundiert und ehrlich – auch dann, wenn die Einschätzung unbequem ist. Sie arbeitet mit Ihnen an den Ursachen und an einer dauerhaften Veränderung, nicht an auswendig gelernten Sätzen.',
        },
        {
          kind: 'paragraph',
          text: 'Meiden Sie Anbieter, die mit Garantien, Druck oder fertigen Antworten werben. Nutzen Sie die Werkzeuge dieser App, um sich einzuarbeiten und zu üben, und holen Sie sich dort professionelle Unterstützung, wo Ihr Fall sie braucht. So verbessern Sie Ihre Chancen – eine Garantie für das Bestehen gibt es aber nicht.',
        },
        {
          kind: 'link',
          to: '/info/costs',
          label: 'Was Vorbereitung und MPU kosten',
        },
      ],
    },
  ],
};

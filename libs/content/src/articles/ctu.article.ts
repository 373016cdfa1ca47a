import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const ctuArticle: Article = {
  topic: 'ctu',
  title: INFO_TOPIC_TITLES.ctu,
  href: '/info/ctu',
  icon: 'flask',
  isPremium: true,
  summary:
    'Was eine chemisch-toxikologische Untersuchung ist, wann Sie Abstinenz bei Alkohol oder Drogen nachweisen sollten und wie Urinscreening und Haaranalyse ablaufen.',
  keywords: ['abstinenz', 'abstinenznachweis', 'ctu', 'urinscreening', 'haaranalyse', 'etg'],
  sections: [
    {
      id: 'ctu-was-ist-eine-ctu',
      title: 'Was ist eine CTU?',
      keywords: ['ctu', 'chemisch-toxikologische untersuchung', 'labor', 'forensisch', 'abstinenz'],
      body: [
        {
          kind: 'paragraph',
          text: 'CTU steht für chemisch-toxikologische Untersuchung. Gemeint sind Laboranalysen von Urin oder Haaren, mit denen Sie belegen, dass Sie über einen bestimmten Zeitraum keinen Alkohol oder keine Drogen konsumiert haben. Für die MPU zählen diese Befunde nur, wenn sie nach forensischen Qualitätsstandards erhoben wurden. Die Beurteilungskriterien legen dafür eigene Anforderungen fest, die sogenannten CTU-Kriterien.',
        },
        {
          kind: 'paragraph',
          text: 'Forensisch bedeutet: Ihre Identität wird bei jeder Probe geprüft, die Abgabe wird überwacht, die Probe wird lückenlos dokumentiert und von einem dafür anerkannten Labor untersucht. Ein Test beim Hausarzt oder ein Selbsttest aus der Apotheke genügt deshalb nicht. Anbieter sind zum Beispiel Begutachtungsstellen für Fahreignung, rechtsmedizinische Institute und andere anerkannte Labore.',
        },
        {
          kind: 'list',
          items: [
            'Sie schließen vor Beginn eine Vereinbarung über ein Abstinenzkontrollprogramm ab.',
            'Die Laufzeit und die Zahl der Proben stehen vorher fest.',
            'Die Termine sind für Sie nicht vorhersehbar (beim Urinscreening).',
            'Am Ende erhalten Sie einen zusammenfassenden Bericht, den Sie zur MPU mitbringen.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Klären Sie vor Vertragsabschluss, dass das Programm ausdrücklich nach den CTU-Kriterien für die Fahreignungsbegutachtung durchgeführt wird. Nur dann wird es bei der MPU anerkannt.',
        },
      ],
    },
    {
      id: 'ctu-abstinenznachweis-bei-alkohol',
      title: 'Abstinenznachweis bei Alkohol',
      keywords: ['alkohol', 'abstinenz', 'a1', 'a2', 'a3', 'promille'],
      body: [
        {
          kind: 'paragraph',
          text: 'Ob Sie nach einer Alkoholfahrt Abstinenz nachweisen sollten, hängt vor allem von Ihrer Hypothese und von Ihrer Vorgeschichte ab. Wer als alkoholabhängig eingeschätzt wird oder so viel getrunken hat, dass ein kontrollierter Umgang nicht mehr möglich erscheint, braucht in der Regel einen längeren Nachweis. Üblich sind 6 bis 12 Monate Alkoholabstinenz.',
        },
        {
          kind: 'table',
          caption: 'Orientierung für Alkohol (wie im Abstinenzrechner der App)',
          head: ['Situation', 'Empfohlener Nachweis'],
          rows: [
            ['Hypothese A1 (Abhängigkeit)', 'immer 12 Monate'],
            ['Hypothese A2', '12 Monate, mit guter Begründung teilweise 6 Monate'],
            ['Mehrere Alkoholdelikte', '12 Monate'],
            ['1,6 Promille oder mehr oder Fahrt zu ungewöhnlicher Tageszeit', '6 Monate'],
            ['Über 1,0 Promille ohne erkennbare Ausfallerscheinungen', '6 Monate'],
            [
              'Hypothese A3, erstes Delikt, mit Ausfallerscheinungen, unter 1,6 Promille, übliche Tageszeit',
              'nicht zwingend; freiwillig 3 Monate empfohlen',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hohe Werte ohne Ausfallerscheinungen sind ein Hinweis auf eine Gewöhnung an Alkohol. Auch eine Fahrt am Morgen oder am Mittag gilt als Warnsignal, weil sie auf Trinken zu ungewöhnlichen Zeiten hindeutet. Deshalb wird in solchen Fällen häufig ein Nachweis erwartet, auch wenn es Ihr erstes Delikt war.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Tabelle ist eine Orientierung. Welche Anforderungen in Ihrem Fall gelten, entscheiden die Begutachtungsstelle und die Fahrerlaubnisbehörde im Einzelfall. Ein freiwilliger Nachweis stärkt Ihre Glaubwürdigkeit auch dann, wenn er nicht zwingend ist.',
        },
      ],
    },
    {
      id: 'ctu-abstinenznachweis-bei-drogen',
      title: 'Abstinenznachweis bei Drogen',
      keywords: ['drogen', 'cannabis', 'harte drogen', 'mischkonsum', 'd1', 'd2'],
      body: [
        {
          kind: 'paragraph',
          text: 'Bei Drogen ist ein Abstinenznachweis die Regel. Üblich sind 12 bis 15 Monate. Die Dauer richtet sich danach, welche Substanzen Sie konsumiert haben und wie ausgeprägt der Konsum war.',
        },
        {
          kind: 'table',
          caption: 'Orientierung für Drogen (wie im Abstinenzrechner der App)',
          head: ['Situation', 'Empfohlener Nachweis'],
          rows: [
            ['Harte Drogen (zum Beispiel Kokain, Amphetamin, Heroin)', '15 Monate'],
            ['Mischkonsum mehrerer Substanzen', '12 Monate'],
            ['Cannabis mit Hypothese D1 oder D2', '12 Monate'],
            ['Gelegentlicher Cannabiskonsum', 'nicht zwingend erforderlich'],
            ['Unvollständige Angaben zum Konsum', 'vorsorglich 12 Monate'],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Zwei Angaben zu D2',
          text: 'Der Hypothesen-Navigator nennt für D1 mindestens 12 Monate und für D2 eine Spanne von 6 bis 12 Monaten Abstinenz. Der Abstinenzrechner plant bei Cannabis mit D2 vorsichtshalber 12 Monate ein. Klären Sie die genaue Dauer früh mit einer Beratungsstelle oder der Begutachtungsstelle.',
        },
        {
          kind: 'paragraph',
          text: 'Für Cannabis haben sich die Regeln mit der Teillegalisierung 2024 teilweise geändert. Informieren Sie sich deshalb aktuell, welche Anforderungen für Sie gelten. Im Einzelfall entscheidet die Fahrerlaubnisbehörde.',
        },
      ],
    },
    {
      id: 'ctu-urinscreening',
      title: 'Urinscreening',
      keywords: ['urin', 'urinscreening', 'urinprobe', 'kurzfristig', 'termin', 'etg'],
      body: [
        {
          kind: 'paragraph',
          text: 'Beim Urinscreening geben Sie über den gesamten Zeitraum verteilt mehrere Urinproben ab. Sie werden kurzfristig einbestellt, meist telefonisch oder per Nachricht, und müssen innerhalb von 24 Stunden erscheinen. Die Abgabe erfolgt unter Sicht, damit die Probe nicht vertauscht oder verdünnt werden kann. Bei Alkohol wird vor allem Ethylglucuronid (EtG) bestimmt, ein Abbauprodukt, das nur wenige Tage nach dem Trinken nachweisbar ist – deshalb kommt es auf die unvorhersehbaren Termine an.',
        },
        {
          kind: 'table',
          caption: 'Anzahl der Urinproben',
          head: ['Dauer des Programms', 'Anzahl der Proben'],
          rows: [
            ['6 Monate', '4 Proben'],
            ['12 Monate', '6 Proben'],
            ['15 Monate', '8 Proben'],
          ],
        },
        {
          kind: 'list',
          items: [
            'Sie müssen innerhalb von 24 Stunden nach der Einbestellung erscheinen.',
            'Ein Termin lässt sich höchstens um 1 Woche verschieben, etwa wegen Urlaub oder Krankheit – melden Sie das rechtzeitig und lassen Sie es sich bestätigen.',
            'Ein versäumter Termin kann wie ein positiver Befund gewertet werden oder das Programm beenden.',
            'Eine stark verdünnte Probe, etwa nach sehr viel Trinken von Wasser, wird nicht als gültig anerkannt.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Sorgen Sie dafür, dass Sie während der gesamten Laufzeit immer erreichbar sind. Halten Sie Ihr Telefon eingeschaltet und planen Sie Reisen so, dass Sie die 24-Stunden-Frist einhalten können.',
        },
      ],
    },
    {
      id: 'ctu-haaranalyse',
      title: 'Haaranalyse',
      keywords: ['haaranalyse', 'haarprobe', 'haarlänge', 'etg', 'rückblick'],
      body: [
        {
          kind: 'paragraph',
          text: 'Bei der Haaranalyse wird eine Haarprobe nahe der Kopfhaut abgeschnitten und im Labor untersucht. Kopfhaar wächst im Durchschnitt etwa 1 Zentimeter pro Monat. Ein Haarabschnitt zeigt deshalb rückblickend, ob in den Monaten seines Wachstums konsumiert wurde. Sie müssen nicht kurzfristig erreichbar sein; die Termine werden vereinbart.',
        },
        {
          kind: 'table',
          caption: 'Wie weit eine Haarprobe zurückblicken kann',
          head: ['Substanz', 'Höchstens auswertbar', 'Haarlänge'],
          rows: [
            ['Alkohol (EtG)', '3 Monate', '3 cm'],
            ['Drogen', '6 Monate', '6 cm'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Für einen Alkoholnachweis über 12 Monate sind also mehrere Haarproben im Abstand von höchstens 3 Monaten nötig, bei Drogen im Abstand von höchstens 6 Monaten. Ihre Haare müssen lang genug sein – lassen Sie sie vor einer Probe nicht zu kurz schneiden. Färben, Blondieren, Dauerwelle und manche Haarpflegemittel können das Ergebnis verfälschen und die Probe unbrauchbar machen.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Behandeln Sie Ihr Haar während des Programms nicht chemisch. Wenn Ihr Kopfhaar zu kurz ist, fragen Sie das Institut vorher, ob und wie eine Probe trotzdem möglich ist.',
        },
      ],
    },
    {
      id: 'ctu-urin-oder-haare-im-vergleich',
      title: 'Urin oder Haare im Vergleich',
      keywords: ['vergleich', 'urin', 'haare', 'vorteile', 'nachteile'],
      body: [
        {
          kind: 'paragraph',
          text: 'Beide Verfahren werden anerkannt, wenn sie nach den CTU-Kriterien durchgeführt werden. Welches besser zu Ihnen passt, hängt von Ihrem Alltag, Ihrer Haarlänge und der nötigen Dauer ab.',
        },
        {
          kind: 'table',
          head: ['', 'Urinscreening', 'Haaranalyse'],
          rows: [
            ['Termine', 'kurzfristig, 24 Stunden Zeit', 'planbar'],
            ['Zeitraum pro Probe', 'wenige Tage', 'Alkohol bis 3 Monate, Drogen bis 6 Monate'],
            ['Voraussetzung', 'ständige Erreichbarkeit', 'ausreichend langes, unbehandeltes Haar'],
            [
              'Geeignet für',
              'Menschen mit kurzen oder behandelten Haaren',
              'Menschen mit wechselnden Arbeitszeiten oder vielen Reisen',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Manche Menschen kombinieren beide Verfahren oder wechseln, etwa wenn die Haare anfangs zu kurz sind. Ein Wechsel sollte so geplant werden, dass keine Lücke im Nachweiszeitraum entsteht. Lassen Sie sich dazu vom Anbieter beraten.',
        },
      ],
    },
    {
      id: 'ctu-worauf-sie-achten-sollten',
      title: 'Worauf Sie achten sollten',
      keywords: ['fehler', 'versteckter alkohol', 'medikamente', 'lebensmittel', 'mohn'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die Tests sind sehr empfindlich. Schon kleine Mengen Alkohol, die Sie unbemerkt aufnehmen, können einen Befund auslösen. Wer abstinent lebt, sollte deshalb auch auf versteckten Alkohol achten.',
        },
        {
          kind: 'list',
          items: [
            'Alkoholfreies Bier und alkoholfreier Wein enthalten oft noch geringe Mengen Alkohol.',
            'Pralinen, Desserts, Soßen und Kuchen können Alkohol enthalten.',
            'Mundwasser, Desinfektionsmittel und manche Kosmetik enthalten Alkohol.',
            'Manche Medikamente, etwa Tropfen oder Säfte, enthalten Alkohol oder können Drogentests beeinflussen. Geben Sie alle Medikamente mit ärztlichem Nachweis an.',
            'Mohnprodukte können bei Opiattests auffallen.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Beginnen Sie das Programm so früh wie möglich, denn der Nachweis muss bis zur MPU reichen und lückenlos sein. Bewahren Sie alle Befunde und den Abschlussbericht im Original auf und bringen Sie sie zur Untersuchung mit. Auch nach dem Ende des Programms sollten Sie bis zur MPU – und bei Abhängigkeit dauerhaft – abstinent bleiben.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Versuchen Sie niemals, eine Probe zu manipulieren. Verdünnung, fremder Urin oder gefärbte Haare werden in der Regel erkannt und zerstören Ihre Glaubwürdigkeit vollständig.',
        },
      ],
    },
    {
      id: 'ctu-fazit',
      title: 'Fazit',
      keywords: ['fazit', 'abstinenzrechner', 'planung', 'nachweis'],
      body: [
        {
          kind: 'paragraph',
          text: 'Abstinenznachweise sind für viele Menschen mit einer Alkohol- oder Drogen-MPU ein zentraler Baustein. Sie zeigen, dass Ihre Veränderung nicht nur ein Vorsatz ist, sondern über Monate gelebt wurde. Ein Nachweis allein reicht aber nicht: Im Gespräch sollten Sie auch erklären können, warum Sie auf Alkohol oder Drogen verzichten und wie Sie das dauerhaft schaffen.',
        },
        {
          kind: 'paragraph',
          text: 'Planen Sie früh. Als Zeitrahmen für die nötigen Nachweise werden meist etwa 24 Monate genannt. Wer den Nachweis zu spät beginnt, verlängert die Zeit ohne Führerschein. Mit dem Abstinenzrechner können Sie einschätzen, ob und wie lange ein Nachweis in Ihrem Fall sinnvoll ist.',
        },
        { kind: 'link', to: '/abstinenzrechner', label: 'Zum Abstinenzrechner' },
      ],
    },
  ],
  hasAudio: false,
};

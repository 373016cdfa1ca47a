import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const assessmentTrafficArticle: Article = {
  topic: 'assessment-traffic',
  title: INFO_TOPIC_TITLES['assessment-traffic'],
  href: '/info/assessment-traffic',
  icon: 'car',
  isPremium: true,
  summary:
    'Was die Hypothesen V1, V2 und V3 bei einer MPU wegen Verkehrsverstößen oder Straftaten bedeuten, wie Gutachter einzelne Delikte bewerten und wie Sie eine stabile Verhaltensänderung glaubhaft zeigen.',
  keywords: [
    'verkehrsdelikte',
    'punkte',
    'hypothese v',
    'fahreignungsregister',
    'verkehrs-mpu',
    'straftaten',
  ],
  sections: [
    {
      id: 'assessment-traffic-einfuhrung',
      title: 'Einführung',
      keywords: ['verkehrs-mpu', 'punkte', 'flensburg', 'v1', 'v2', 'v3'],
      body: [
        {
          kind: 'paragraph',
          text: 'Nicht jede MPU hat mit Alkohol oder Drogen zu tun. Auch wer wiederholt oder erheblich gegen Verkehrsregeln verstoßen hat, kann von der Fahrerlaubnisbehörde zur Begutachtung geschickt werden. Typische Anlässe sind der Entzug der Fahrerlaubnis nach 8 Punkten im Fahreignungsregister in Flensburg, Straftaten im Straßenverkehr wie Nötigung, Gefährdung des Straßenverkehrs, unerlaubtes Entfernen vom Unfallort oder Fahren ohne Fahrerlaubnis sowie Straftaten mit hohem Aggressionspotenzial, auch außerhalb des Straßenverkehrs.',
        },
        {
          kind: 'paragraph',
          text: 'Die Gutachterinnen und Gutachter der Begutachtungsstelle für Fahreignung orientieren sich an den Beurteilungskriterien. Für Verkehrsauffälligkeiten sehen diese drei Hypothesen vor: V1, V2 und V3. Sie beschreiben, wie tief das Problem hinter den Verstößen reicht – von einer grundlegenden Störung der sozialen Anpassung (V1) bis zu Fehleinstellungen gegenüber Regeln (V3). Je nach Einordnung unterscheiden sich die Anforderungen, die Sie für ein positives Gutachten erfüllen sollten.',
        },
        {
          kind: 'table',
          caption: 'Die drei Verkehrshypothesen im Überblick (vereinfacht)',
          head: ['Hypothese', 'Kern des Problems', 'Was in der Regel erwartet wird'],
          rows: [
            [
              'V1',
              'Tiefgreifende Störung der emotionalen und sozialen Entwicklung, zum Beispiel deutliche Probleme mit der Impulskontrolle',
              'Ein nachvollziehbarer, meist therapeutisch begleiteter Veränderungsprozess, der schon über längere Zeit stabil ist',
            ],
            [
              'V2',
              'Verfestigte problematische Verhaltensmuster bei verminderter Anpassungsfähigkeit',
              'Verstandene Zusammenhänge, meist mit verkehrspsychologischer Unterstützung, und erprobte Strategien zur Selbstkontrolle',
            ],
            [
              'V3',
              'Fehleinstellungen gegenüber Regeln und verminderte Bereitschaft, sich anzupassen',
              'Eine kritische Auseinandersetzung mit den eigenen Einstellungen und neue, bereits gelebte Regeln für das eigene Fahren',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Einordnung im Einzelfall',
          text: 'Welche Hypothese zutrifft, entscheidet die Gutachterin oder der Gutachter anhand Ihrer Akte und des Gesprächs. In der Praxis betreffen die meisten Verkehrs-MPUs die Hypothesen V2 oder V3. Die Beschreibungen hier sind vereinfacht und ersetzen keine persönliche Beratung.',
        },
      ],
    },
    {
      id: 'assessment-traffic-hypothese-v1',
      title: 'Hypothese V1',
      keywords: ['v1', 'impulskontrolle', 'persönlichkeit', 'therapie', 'aggression'],
      body: [
        {
          kind: 'paragraph',
          text: 'V1 ist die schwerwiegendste Einordnung. Sie kommt in Betracht, wenn die Verstöße Ausdruck einer tiefer liegenden Problematik sind – etwa einer ausgeprägten Schwierigkeit, Impulse zu kontrollieren, Frust auszuhalten oder Regeln des Zusammenlebens überhaupt anzuerkennen. Häufig finden sich in der Akte dann nicht nur Verkehrsverstöße, sondern auch andere Straftaten, zum Beispiel Körperverletzung, Bedrohung oder Sachbeschädigung.',
        },
        {
          kind: 'paragraph',
          text: 'Für eine günstige Prognose erwarten die Beurteilungskriterien einen nachvollziehbaren Veränderungsprozess, der in der Regel therapeutisch unterstützt wurde. Sie sollten zeigen können, dass Sie keine grundsätzlich ablehnende Haltung gegenüber sozialen Normen und Gesetzen mehr haben und dass Sie sich bereits über einen längeren Zeitraum an Regeln halten – im Verkehr wie im Alltag.',
        },
        {
          kind: 'list',
          items: [
            'Eine psychotherapeutische oder vergleichbare fachliche Begleitung über einen längeren Zeitraum, mit schriftlicher Bescheinigung',
            'Ein klares Verständnis Ihrer Auslöser: Welche Situationen, Gefühle und Gedanken haben früher zu Aggression oder Regelbruch geführt?',
            'Konkrete, im Alltag erprobte Strategien, zum Beispiel der bewusste Ausstieg aus Situationen, die zu eskalieren drohen',
            'Stabile Lebensumstände und ein Umfeld, das die Veränderung unterstützt',
            'Keine neuen Auffälligkeiten seit längerer Zeit',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Wenn Sie vermuten, dass V1 auf Sie zutreffen könnte, holen Sie sich früh fachliche Unterstützung. Eine Veränderung dieser Tiefe braucht Zeit und lässt sich nicht in wenigen Wochen vor dem Termin nachholen.',
        },
      ],
    },
    {
      id: 'assessment-traffic-hypothese-v2',
      title: 'Hypothese V2',
      keywords: ['v2', 'verhaltensmuster', 'gewohnheit', 'selbstkontrolle', 'verkehrspsychologie'],
      body: [
        {
          kind: 'paragraph',
          text: 'Bei V2 gehen die Gutachter davon aus, dass sich problematische Verhaltensmuster verfestigt haben. Wer zum Beispiel über Jahre immer wieder zu schnell fuhr, zu dicht auffuhr oder Rotlicht missachtete, hat dieses Verhalten oft so automatisiert, dass guter Wille allein nicht reicht. Die Fähigkeit, sich an Regeln anzupassen, ist in bestimmten Situationen vermindert – etwa unter Zeitdruck, bei Ärger oder im Kräftemessen mit anderen.',
        },
        {
          kind: 'paragraph',
          text: 'Für eine positive Prognose sollten Sie diese Zusammenhänge erkannt haben, meist mit fachlicher, oft verkehrspsychologischer Unterstützung. Entscheidend ist, dass Sie neue Strategien entwickelt und im Alltag gefestigt haben, sodass Sie über eine ausreichende Selbstkontrolle verfügen.',
        },
        {
          kind: 'list',
          items: [
            'Sie können die Entwicklung Ihrer Verstöße der Reihe nach und ehrlich schildern.',
            'Sie kennen Ihre typischen Auslöser, etwa Zeitdruck, Stress im Beruf oder das Gefühl, sich durchsetzen zu müssen.',
            'Sie haben konkrete Gegenmaßnahmen: frühere Abfahrt, Routenplanung, Tempomat, Pausen, bewusstes Zurücknehmen.',
            'Sie setzen die neuen Gewohnheiten bereits seit Monaten um und können Beispiele dafür nennen.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Eine Bescheinigung über verkehrspsychologische Einzelgespräche oder einen Kurs kann Ihre Schilderung stützen. Sie ersetzt aber nicht, dass Sie im Gespräch selbst überzeugend erklären, was sich verändert hat und warum.',
        },
      ],
    },
    {
      id: 'assessment-traffic-hypothese-v3',
      title: 'Hypothese V3',
      keywords: ['v3', 'einstellung', 'regelbeachtung', 'verharmlosung', 'anpassungsbereitschaft'],
      body: [
        {
          kind: 'paragraph',
          text: 'V3 beschreibt die leichteste Ausprägung. Im Vordergrund stehen Fehleinstellungen gegenüber Regeln. Typische Gedanken sind „Das Tempolimit ist hier doch übertrieben“, „Ich habe mein Auto im Griff“ oder „Blitzer sind nur Abzocke“. Das Verhalten ist weniger tief verwurzelt als bei V2, aber die Bereitschaft, sich anzupassen, war vermindert.',
        },
        {
          kind: 'paragraph',
          text: 'Hier erwarten die Gutachter vor allem, dass Sie Ihre früheren Einstellungen kritisch hinterfragt haben. Sie sollten erklären können, warum Regeln sinnvoll sind, welche Gefahren von Ihrem Verhalten ausgingen und welche neuen Grundsätze Sie sich für das Fahren gesetzt haben. Auch bei V3 muss die Veränderung im Alltag sichtbar sein und nicht nur ein Vorsatz.',
        },
        {
          kind: 'table',
          caption: 'Beispiele für veränderte Einstellungen',
          head: ['Früher', 'Heute'],
          rows: [
            [
              '„Zehn km/h zu viel sind doch normal.“',
              '„Tempolimits gelten auch für mich. Sie berücksichtigen Risiken, die ich nicht immer sehe.“',
            ],
            [
              '„Ich fahre besser als die meisten.“',
              '„Auch gute Fahrer schätzen Situationen falsch ein. Reserve ist wichtiger als Können.“',
            ],
            [
              '„Punkte sind Pech, wenn man geblitzt wird.“',
              '„Die Punkte zeigen ein Muster in meinem Verhalten, kein Pech.“',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Verharmlosen ist bei V3 das größte Risiko. Wer im Gespräch die Schuld bei Blitzern, der Polizei oder anderen Verkehrsteilnehmern sucht, zeigt, dass sich die Einstellung noch nicht verändert hat.',
        },
      ],
    },
    {
      id: 'assessment-traffic-geschwindigkeitsverstosse-und-aggression',
      title: 'Geschwindigkeitsverstöße und Aggression',
      keywords: ['geschwindigkeit', 'rasen', 'drängeln', 'nötigung', 'aggression', 'ärger'],
      body: [
        {
          kind: 'paragraph',
          text: 'Geschwindigkeitsüberschreitungen sind der häufigste Grund für Punkte. Einzelne Verstöße wirken harmlos, in der Summe zeigen sie aber ein Muster. Der Gutachter möchte verstehen, warum Sie immer wieder zu schnell waren: aus Zeitdruck, aus Gewohnheit, aus Freude am Fahren oder um sich etwas zu beweisen. Wichtig ist, dass Sie die Häufung nicht als Zufall darstellen.',
        },
        {
          kind: 'list',
          items: [
            'In welchen Situationen waren Sie typischerweise zu schnell?',
            'Welche Rolle spielten Termine, Beruf oder Pünktlichkeit?',
            'Was haben Sie nach den ersten Bußgeldern gedacht, und warum hat das nichts verändert?',
            'Wie stellen Sie heute sicher, dass Sie die Geschwindigkeit einhalten?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Aggressives Verhalten – dichtes Auffahren, Drängeln, Ausbremsen, Beleidigen oder Nötigung – wird besonders ernst genommen, weil es andere unmittelbar gefährdet. Hier geht es um Ihren Umgang mit Ärger und Kränkung. Gutachter achten darauf, ob Sie Ihren eigenen Anteil sehen, statt das Verhalten anderer als Rechtfertigung zu nutzen, und ob Sie Wege gefunden haben, Konflikte im Verkehr nicht eskalieren zu lassen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Überzeugend sind konkrete Beispiele aus den letzten Monaten: eine Situation, in der Sie früher aggressiv reagiert hätten, und was Sie stattdessen getan haben.',
        },
      ],
    },
    {
      id: 'assessment-traffic-unfallverursachung-und-fahren-ohne-fahrerlaubnis',
      title: 'Unfallverursachung und Fahren ohne Fahrerlaubnis',
      keywords: ['unfall', 'unfallflucht', 'fahren ohne fahrerlaubnis', 'verantwortung', 'straftat'],
      body: [
        {
          kind: 'paragraph',
          text: 'Hat ein Verstoß zu einem Unfall geführt, wird geprüft, wie Sie mit der Verantwortung umgehen. Gutachter fragen nach dem Hergang, nach den Folgen für die Beteiligten und danach, was Sie daraus gelernt haben. Wer sich nach einem Unfall unerlaubt vom Unfallort entfernt hat, muss zusätzlich erklären, warum er damals so gehandelt hat – etwa aus Angst vor den Folgen – und wie er heute mit solchen Drucksituationen umgeht.',
        },
        {
          kind: 'paragraph',
          text: 'Fahren ohne Fahrerlaubnis wiegt schwer, weil es eine bewusste Entscheidung gegen eine behördliche oder gerichtliche Anordnung ist. Besonders kritisch ist es, wenn jemand trotz Entzug oder Sperrfrist mehrfach gefahren ist. Im Mittelpunkt steht die Frage, ob Sie Regeln auch dann einhalten, wenn es unbequem ist und niemand kontrolliert.',
        },
        {
          kind: 'table',
          caption: 'Worauf Gutachter bei einzelnen Delikten achten',
          head: ['Delikt', 'Worauf geachtet wird'],
          rows: [
            [
              'Unfall mit eigener Schuld',
              'Übernahme von Verantwortung, realistische Sicht auf den eigenen Fehler, Folgen für das heutige Fahren',
            ],
            [
              'Unerlaubtes Entfernen vom Unfallort',
              'Umgang mit Angst und Druck, Ehrlichkeit, Bereitschaft, für Fehler einzustehen',
            ],
            [
              'Fahren ohne Fahrerlaubnis',
              'Beweggründe (zum Beispiel Beruf oder Bequemlichkeit), Planung der Mobilität ohne Führerschein, Respekt vor behördlichen Entscheidungen',
            ],
            [
              'Wiederholte Verstöße trotz Sanktionen',
              'Warum frühere Strafen nicht gewirkt haben und was heute anders ist',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Spielten Alkohol oder Drogen eine Rolle, wird zusätzlich nach den Hypothesen für Alkohol (A1 bis A3) oder Drogen (D1 bis D3) begutachtet. Dann gelten auch deren Anforderungen, etwa Abstinenznachweise.',
        },
        { kind: 'link', to: '/info/assessment-alcohol-drugs', label: 'Hypothesen bei Alkohol und Drogen' },
      ],
    },
    {
      id: 'assessment-traffic-nachweis-der-verhaltensanderung',
      title: 'Nachweis der Verhaltensänderung',
      keywords: ['verhaltensänderung', 'nachweis', 'bescheinigung', 'kurs', 'gespräch'],
      body: [
        {
          kind: 'paragraph',
          text: 'Anders als bei Alkohol oder Drogen gibt es für Verkehrsdelikte keinen Laborwert, der Ihre Veränderung belegt. Umso wichtiger ist, dass Ihre Schilderung im psychologischen Gespräch schlüssig, konkret und selbstkritisch ist. Das Gespräch dauert etwa 45 bis 60 Minuten, in manchen Fällen bis zu 75 Minuten.',
        },
        {
          kind: 'list',
          items: [
            'Teilnahmebescheinigungen über verkehrspsychologische Beratung, Therapie oder einen Kurs',
            'Keine neuen Einträge im Fahreignungsregister und keine neuen Strafverfahren seit dem letzten Vorfall',
            'Konkrete Beispiele, wie Sie Ihren Alltag ohne Führerschein organisieren und wie Sie das Fahren künftig planen',
            'Veränderungen in Lebensbereichen, die mit den Verstößen zusammenhingen, etwa Arbeitszeiten, Umgang mit Stress oder Freundeskreis',
            'Bei Aggressionsdelikten: Belege für die Arbeit an Ihrer Impulskontrolle, zum Beispiel ein Anti-Aggressions-Training oder eine Therapie',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Die Veränderung sollte nachvollziehbar entstanden sein: Was hat Ihr Umdenken ausgelöst? Welche Schritte sind Sie gegangen? Wie lange leben Sie schon nach den neuen Regeln? Gutachter achten darauf, ob Ihre Aussagen zueinander und zu Ihrer Akte passen.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Auswendig gelernte Sätze fallen auf. Sprechen Sie in eigenen Worten über eigene Erfahrungen – das wirkt glaubwürdiger als jede perfekte Formulierung.',
        },
      ],
    },
    {
      id: 'assessment-traffic-tipps-fur-die-vorbereitung',
      title: 'Tipps für die Vorbereitung',
      keywords: ['vorbereitung', 'akteneinsicht', 'tipps', 'kosten', 'chronologie'],
      body: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Akteneinsicht nehmen: Fordern Sie Ihre Führerscheinakte bei der Fahrerlaubnisbehörde an und gehen Sie jeden Eintrag durch. Die Gutachterin oder der Gutachter kennt Ihre Akte.',
            'Chronologie erstellen: Schreiben Sie alle Verstöße mit Datum, Situation und Ihren damaligen Gedanken auf.',
            'Muster erkennen: Was verbindet die Verstöße? Zeitdruck, Ärger, Selbstüberschätzung, Druck aus der Gruppe?',
            'Strategien erproben: Setzen Sie neue Verhaltensweisen schon jetzt um, damit Sie im Gespräch aus Erfahrung berichten können.',
            'Unterstützung suchen: Ohne Vorbereitung erhalten nur etwa 30 bis 40 Prozent ein positives Gutachten, mit guter Vorbereitung bis zu 90 Prozent.',
            'Das Gespräch üben: Sprechen Sie laut und ohne Rechtfertigungen über Ihre Verstöße, zum Beispiel mit einer Vertrauensperson.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Planen Sie auch die Kosten ein: Eine MPU wegen Verkehrsauffälligkeiten kostet meist etwa 250 bis 400 Euro, häufig rund 400 Euro. Hinzu kommen gegebenenfalls Beratung oder Kurse. Die Regeln können sich ändern; was in Ihrem Fall verlangt wird, entscheidet die Fahrerlaubnisbehörde im Einzelfall.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Eine gute Vorbereitung erhöht Ihre Chancen deutlich, garantiert aber kein positives Gutachten. Entscheidend ist, dass Ihre Veränderung echt ist und sich bereits im Alltag bewährt hat.',
        },
        { kind: 'link', to: '/info/psychological', label: 'Mehr zum psychologischen Gespräch' },
      ],
    },
  ],
  hasAudio: false,
};

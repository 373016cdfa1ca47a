import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const performanceTestsArticle: Article = {
  topic: 'performance-tests',
  title: INFO_TOPIC_TITLES['performance-tests'],
  href: '/info/performance-tests',
  icon: 'brain',
  isPremium: true,
  summary:
    'Welche Leistungstests Sie bei der MPU erwarten können – Linienverfolgung, TAPK, TAVT und Wiener Gerät –, was sie messen und wie Sie sich gut vorbereiten.',
  keywords: [
    'leistungstests',
    'reaktionstest',
    'konzentration',
    'aufmerksamkeit',
    'tapk',
    'tavt',
    'wiener testsystem',
  ],
  sections: [
    {
      id: 'performance-tests-overview',
      title: 'Überblick',
      keywords: [
        'leistungstests',
        'leistungsfähigkeit',
        'aufmerksamkeit',
        'reaktion',
        'belastbarkeit',
        'computer',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Wer sicher Auto fahren will, muss viele Informationen gleichzeitig aufnehmen, sich schnell orientieren und unter Druck richtig reagieren. Deshalb gehören Leistungstests zu vielen MPUs, besonders wenn es um Alkohol oder Drogen geht. Sie prüfen, ob Ihre Aufmerksamkeit, Konzentration, Orientierung, Reaktionsfähigkeit und Belastbarkeit für das Fahren ausreichen. Ob und welche Tests Sie machen, legt die Begutachtungsstelle für Fahreignung je nach Fragestellung fest.',
        },
        {
          kind: 'paragraph',
          text: 'Die Tests finden am Computer statt, meist an einem eigenen Testplatz mit Bildschirm, Tasten und teilweise Fußpedalen. Vor jedem Test gibt es eine Erklärung und eine kurze Übungsphase. Ihre Ergebnisse werden mit einer Vergleichsgruppe verglichen. Sie müssen keine Höchstleistung bringen, sondern ein ausreichendes Niveau erreichen. Gewertet werden in der Regel sowohl das Tempo als auch die Genauigkeit.',
        },
        {
          kind: 'table',
          caption: 'Häufige Tests im Überblick',
          head: ['Test', 'Was geprüft wird', 'Ihre Aufgabe'],
          rows: [
            [
              'Linienverfolgung',
              'Visuelle Orientierung, Konzentration',
              'Einer Linie im Gewirr mit den Augen folgen und ihr Ende benennen',
            ],
            [
              'TAPK (visuelles Scanning)',
              'Daueraufmerksamkeit, sorgfältiges Absuchen',
              'Zielsymbole in einem Raster aus 5 × 5 Symbolen finden',
            ],
            ['TAVT', 'Überblick und schnelle Wahrnehmung', 'Kurz gezeigte Verkehrsszenen erfassen'],
            [
              'Wiener Gerät',
              'Reaktion und Belastbarkeit',
              'Auf Licht- und Tonsignale schnell mit Tasten und Pedalen reagieren',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Ein schwaches Ergebnis in einem einzelnen Test bedeutet nicht automatisch ein negatives Gutachten. Die Ergebnisse fließen in die Gesamtbeurteilung ein. In manchen Fällen kann eine zusätzliche Fahrprobe weitere Hinweise geben.',
        },
      ],
    },
    {
      id: 'performance-tests-linienverfolgung',
      title: 'Linienverfolgungstest',
      keywords: ['linienverfolgung', 'linien', 'orientierung', 'visuelle wahrnehmung', 'lvt'],
      body: [
        {
          kind: 'paragraph',
          text: 'Beim Linienverfolgungstest sehen Sie mehrere Linien, die von links nach rechts verlaufen und sich dabei vielfach kreuzen. Eine Linie beginnt an einem markierten Startpunkt. Ihre Aufgabe ist es, diese Linie mit den Augen bis zu ihrem Ende zu verfolgen und die Nummer anzugeben, bei der sie ankommt. Danach folgt sofort die nächste Aufgabe.',
        },
        {
          kind: 'image',
          src: '/info/performance-tests/linienverfolgung.svg',
          alt: 'Fünf verschlungene Linien führen von fünf Startpunkten links zu den Ziffern 1 bis 5 rechts. Die hervorgehobene Linie beginnt oben links und endet bei Ziffer 4.',
          caption: 'Beispiel: Die hervorgehobene Linie endet bei Ziffer 4.',
        },
        {
          kind: 'paragraph',
          text: 'Der Test prüft, wie gut Sie sich in einem unübersichtlichen Bild orientieren und dabei konzentriert bleiben. Im Straßenverkehr brauchen Sie diese Fähigkeit zum Beispiel an komplizierten Kreuzungen oder bei vielen Fahrspuren. Gewertet werden die Zahl der richtigen Antworten und die benötigte Zeit.',
        },
        {
          kind: 'list',
          items: [
            'Folgen Sie der Linie ruhig und gleichmäßig, besonders an den Kreuzungspunkten.',
            'Lassen Sie sich nicht von Linien ablenken, die eng nebeneinander verlaufen.',
            'Wenn Sie den Faden verlieren, beginnen Sie lieber noch einmal am Start, statt zu raten.',
          ],
        },
      ],
    },
    {
      id: 'performance-tests-tapk',
      title: 'TAPK: Visuelles Scanning',
      keywords: ['tapk', 'visuelles scanning', 'symbole', 'daueraufmerksamkeit', 'konzentration'],
      body: [
        {
          kind: 'paragraph',
          text: 'Beim TAPK sehen Sie ein Raster aus 5 × 5 Symbolen, zum Beispiel Kreise, Quadrate, Dreiecke und andere Formen. Sie sollen erkennen, ob und wo ein vorgegebenes Zielsymbol im Raster vorkommt, und entsprechend reagieren. Das Raster wechselt ständig. Der Test dauert mindestens 5 Minuten und verlangt daher eine gleichbleibende Aufmerksamkeit über einen längeren Zeitraum.',
        },
        {
          kind: 'image',
          src: '/info/performance-tests/tapk.svg',
          alt: 'Oben ein Kasten mit dem Zielsymbol, einem Dreieck. Darunter ein Raster aus fünf mal fünf Symbolen mit Kreisen, Quadraten, Kreuzen und Rauten; vier Dreiecke sind grün umkreist.',
          caption: 'Ein Raster aus 5 × 5 Symbolen: Gesucht sind alle Dreiecke.',
        },
        {
          kind: 'paragraph',
          text: 'Geprüft werden Daueraufmerksamkeit und sorgfältiges Absuchen. Auch beim Fahren müssen Sie Ihre Umgebung immer wieder vollständig erfassen, ohne etwas zu übersehen – auch nach einer langen, eintönigen Strecke. Fehler entstehen meist, wenn man zu hastig sucht oder mit der Zeit unkonzentriert wird.',
        },
        {
          kind: 'list',
          items: [
            'Suchen Sie das Raster systematisch ab, zum Beispiel Zeile für Zeile von links nach rechts.',
            'Halten Sie ein gleichmäßiges Tempo, statt zu Beginn zu schnell zu sein.',
            'Ärgern Sie sich nicht über einen Fehler, sondern konzentrieren Sie sich sofort auf die nächste Aufgabe.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Im Bereich Reaktionstests der App können Sie zwei Varianten üben: Beim TAPK finden Sie alle Zielsymbole auf einem Spielfeld, beim TAPK-2 entscheiden Sie, ob ein Symbol in einer Reihe enthalten ist.',
        },
      ],
    },
    {
      id: 'performance-tests-tavt',
      title: 'TAVT: Verkehrsauffassung',
      keywords: ['tavt', 'verkehrsauffassung', 'verkehrsszene', 'überblick', 'wahrnehmung'],
      body: [
        {
          kind: 'paragraph',
          text: 'TAVT steht für Tachistoskopischer Verkehrsauffassungstest. Tachistoskopisch bedeutet, dass ein Bild nur sehr kurz gezeigt wird. Sie sehen Fotos oder Zeichnungen von Verkehrssituationen, jeweils nur etwa eine Sekunde lang. Anschließend geben Sie an, was Sie gesehen haben, zum Beispiel ob Fußgänger, Radfahrer, Fahrzeuge, Ampeln oder Verkehrszeichen im Bild waren.',
        },
        {
          kind: 'image',
          src: '/info/performance-tests/tavt.svg',
          alt: 'Ein Bildschirm zeigt eine Straße mit Zebrastreifen, einem blauen Auto, einer Person zu Fuß, einer Ampel und einem runden Verkehrszeichen.',
          caption:
            'So ähnlich sieht eine Verkehrsszene aus, die nur etwa eine Sekunde lang eingeblendet wird.',
        },
        {
          kind: 'paragraph',
          text: 'Der Test misst, wie schnell Sie sich einen Überblick über eine Verkehrssituation verschaffen. Im Alltag ist das zum Beispiel beim Abbiegen oder an einer unübersichtlichen Einmündung gefragt, wo Sie in einem Augenblick alles Wichtige erfassen müssen.',
        },
        {
          kind: 'list',
          items: [
            'Blicken Sie auf das ganze Bild, nicht auf ein einzelnes Detail.',
            'Achten Sie besonders auf Verkehrsteilnehmer und Signale, denn danach wird meist gefragt.',
            'Antworten Sie nach Ihrem ersten Eindruck und grübeln Sie nicht lange.',
          ],
        },
      ],
    },
    {
      id: 'performance-tests-wiener',
      title: 'Wiener Gerät',
      keywords: [
        'wiener gerät',
        'wiener testsystem',
        'determinationstest',
        'reaktionszeit',
        'belastbarkeit',
        'pedale',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Mit „Wiener Gerät“ ist ein Testplatz des Wiener Testsystems gemeint, der an vielen Begutachtungsstellen eingesetzt wird. Er besteht aus einem Bildschirm, einem Tastenpult mit farbigen Tasten, oft einem Kopfhörer und zwei Fußpedalen. Häufig wird damit ein Test zur reaktiven Belastbarkeit durchgeführt, der Determinationstest.',
        },
        {
          kind: 'image',
          src: '/info/performance-tests/wiener-geraet.svg',
          alt: 'Ein Testplatz mit Bildschirm, auf dem farbige Lichtsignale leuchten, einem Tastenpult mit farbigen Tasten, einem Kopfhörer und zwei Fußpedalen.',
          caption: 'Testplatz mit Bildschirm, Tastenpult, Kopfhörer und Fußpedalen.',
        },
        {
          kind: 'paragraph',
          text: 'Auf dem Bildschirm erscheinen farbige Lichtsignale, über den Kopfhörer ertönen hohe und tiefe Töne. Auf jedes Signal reagieren Sie so schnell wie möglich mit der passenden Taste oder dem passenden Pedal. Je nach Version passt sich das Tempo Ihrer Leistung an und wird immer schneller, bis Sie nicht mehr alle Signale schaffen. Das ist so gewollt: Geprüft wird, wie Sie unter Druck den Überblick behalten. Bei einem einfachen Reaktionstest reagieren Sie dagegen nur auf eine bestimmte Signalkombination, etwa ein Licht zusammen mit einem Ton.',
        },
        {
          kind: 'list',
          items: [
            'Stellen Sie Sitz und Pedale vor Beginn bequem ein und legen Sie die Hände locker am Pult ab.',
            'Lassen Sie sich nicht aus der Ruhe bringen, wenn Sie Signale verpassen – reagieren Sie einfach auf das nächste.',
            'Drücken Sie nicht auf Verdacht. Falsche Reaktionen zählen als Fehler.',
          ],
        },
      ],
    },
    {
      id: 'performance-tests-conclusion',
      title: 'Fazit und Tipps für den Testtag',
      keywords: ['tipps', 'testtag', 'schlaf', 'vorbereitung', 'üben', 'brille'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die Leistungstests sind für die meisten Menschen gut zu bewältigen, wenn sie ausgeruht und mit klarem Kopf antreten. Sie müssen nichts auswendig lernen. Üben lohnt sich trotzdem: Wer die Aufgabenformen kennt, ist weniger nervös und verliert keine Zeit mit dem Verstehen der Aufgabe.',
        },
        {
          kind: 'list',
          items: [
            'Schlafen Sie in der Nacht vor dem Test 7 bis 8 Stunden.',
            'Trinken Sie vorher keinen Alkohol und nehmen Sie keine Drogen.',
            'Nehmen Sie Ihre gewohnten Medikamente und sagen Sie der Begutachtungsstelle, welche das sind.',
            'Bringen Sie Ihre Brille oder Kontaktlinsen mit, wenn Sie diese brauchen.',
            'Frühstücken Sie und kommen Sie rechtzeitig, damit Sie nicht abgehetzt beginnen.',
            'Hören Sie bei den Erklärungen genau zu und fragen Sie nach, wenn etwas unklar ist.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Im Bereich Reaktionstests der App finden Sie einen Linienverfolgungstest sowie die Tests TAPK und TAPK-2. Sie simulieren die Anforderungen der echten Tests und zeigen Ihnen, wo Sie noch üben sollten. Die Übungsergebnisse sind allerdings nicht mit den Normwerten der Begutachtungsstelle vergleichbar.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Leistungstests sind nur ein Teil der MPU. Für das Gesamtergebnis ist das psychologische Gespräch meist entscheidender. Planen Sie Ihre Vorbereitung deshalb vor allem dafür ein.',
        },
        { kind: 'link', to: '/info/psychological', label: 'Mehr zum psychologischen Gespräch' },
      ],
    },
  ],
  hasAudio: false,
};

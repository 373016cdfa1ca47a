import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const costsArticle: Article = {
  topic: 'costs',
  title: INFO_TOPIC_TITLES.costs,
  href: '/info/costs',
  icon: 'euro',
  isPremium: false,
  summary:
    'Womit Sie rechnen sollten: Gebühren für das Gutachten, Abstinenznachweise, Vorbereitung und Behörde – mit Kostenübersicht und Tipps, wie Sie sinnvoll sparen.',
  keywords: ['kosten', 'preis', 'gebühren', 'mpu kosten', 'geld', 'sparen', 'finanzierung'],
  hasAudio: false,
  sections: [
    {
      id: 'costs-gebuhren-fur-das-gutachten',
      title: 'Gebühren für das Gutachten',
      keywords: [
        'gutachten kosten',
        'mpu gebühr',
        'begutachtungsstelle',
        'alkohol',
        'drogen',
        'verkehrsdelikte',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Die Kosten für die eigentliche Untersuchung zahlen Sie direkt an die Begutachtungsstelle für Fahreignung. Die Gebühren sind in einer Gebührenordnung geregelt und hängen vor allem vom Anlass der MPU ab; zwischen den Begutachtungsstellen unterscheiden sie sich kaum. Bei mehreren Fragestellungen, zum Beispiel Alkohol und zusätzlich Verkehrsverstöße, fällt die Gebühr höher aus.',
        },
        {
          kind: 'table',
          caption: 'Richtwerte für die Gebühr der Begutachtung',
          head: ['Anlass', 'Spanne', 'Typischer Betrag'],
          rows: [
            ['Alkohol', '350 bis 750 EUR', 'etwa 500 EUR'],
            ['Drogen oder Medikamente', '350 bis 750 EUR', 'etwa 700 EUR'],
            ['Verkehrsverstöße (z. B. Punkte)', '250 bis 400 EUR', 'etwa 400 EUR'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bei Drogenfragestellungen kommen häufig Laboruntersuchungen hinzu, deshalb liegt der Betrag oft höher. Fragen Sie bei der Anmeldung nach dem genauen Preis für Ihre Fragestellung. Die Gebühr wird in der Regel vor dem Termin oder am Tag der Untersuchung fällig.',
        },
      ],
    },
    {
      id: 'costs-abstinenznachweise',
      title: 'Abstinenznachweise',
      keywords: ['abstinenznachweis kosten', 'urinscreening', 'haaranalyse', 'etg', 'ctu', 'laborkosten'],
      body: [
        {
          kind: 'paragraph',
          text: 'Wenn Sie Abstinenz nachweisen müssen, ist das oft der zweitgrößte Posten. Jede einzelne Untersuchung kostet etwa 50 bis 150 EUR, je nach Anbieter, Methode und Umfang der gesuchten Substanzen. Dazu kann eine Gebühr für die Aufnahme in das Programm kommen.',
        },
        {
          kind: 'list',
          items: [
            'Urinscreening: 4 Proben in 6 Monaten, 6 Proben in 12 Monaten, 8 Proben in 15 Monaten.',
            'Haaranalyse: 1 cm Haar entspricht etwa 1 Monat. Bei Alkohol (EtG) deckt eine Probe höchstens 3 Monate ab, bei Drogen bis zu 6 Monate.',
            'Bei Alkohol dauert der Nachweis meist 6 bis 12 Monate, bei Drogen meist 12 bis 15 Monate.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ein Beispiel: Ein 12-monatiges Urinprogramm mit 6 Proben kostet bei 50 bis 150 EUR pro Probe etwa 300 bis 900 EUR. Wichtig ist, dass das Programm den Anforderungen der Beurteilungskriterien entspricht – sonst wird es in der MPU nicht anerkannt, und das Geld ist verloren.',
        },
        {
          kind: 'link',
          to: '/info/ctu',
          label: 'Mehr zu Abstinenznachweisen: Urinscreening und Haaranalyse',
        },
      ],
    },
    {
      id: 'costs-vorbereitungskurse-und-beratung',
      title: 'Vorbereitungskurse und Beratung',
      keywords: ['vorbereitungskurs kosten', 'verkehrspsychologe', 'beratung', 'einzelstunde', 'stundensatz'],
      body: [
        {
          kind: 'paragraph',
          text: 'Professionelle Vorbereitung ist freiwillig, aber für viele der wichtigste Baustein. Die Preise unterscheiden sich stark je nach Anbieter und Umfang:',
        },
        {
          kind: 'table',
          head: ['Form', 'Richtwert'],
          rows: [
            [
              'Einzelsitzung bei einer Verkehrspsychologin oder einem Verkehrspsychologen',
              'etwa 100 bis 140 EUR pro Stunde',
            ],
            ['Vorbereitungskurs oder Paket mit mehreren Sitzungen', 'etwa 1.000 bis 2.000 EUR'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wie viele Stunden Sie brauchen, hängt von Ihrem Fall ab: von der Vorgeschichte, der Fragestellung der Behörde und davon, wie weit Sie sich bereits mit Ihrem Verhalten auseinandergesetzt haben. Ein seriöser Anbieter schätzt den Umfang nach einem Erstgespräch ein und nennt die Kosten transparent.',
        },
        {
          kind: 'link',
          to: '/info/consulting',
          label: 'Woran Sie eine gute MPU-Vorbereitung erkennen',
        },
      ],
    },
    {
      id: 'costs-behordengebuhren',
      title: 'Behördengebühren',
      keywords: ['behördengebühren', 'neuerteilung', 'antrag', 'führerschein gebühr', 'sehtest', 'passfoto'],
      body: [
        {
          kind: 'paragraph',
          text: 'Auch die Fahrerlaubnisbehörde erhebt Gebühren: für den Antrag auf Neuerteilung, die Bearbeitung und die Ausstellung des neuen Führerscheins. Rechnen Sie insgesamt mit etwa 200 EUR. Die genaue Höhe unterscheidet sich je nach Behörde und Fall.',
        },
        {
          kind: 'paragraph',
          text: 'Hinzu kommen kleinere Beträge, die man leicht vergisst: Passfoto, gegebenenfalls Sehtest oder Erste-Hilfe-Kurs, Kosten für die Akteneinsicht oder das Versenden der Akte an die Begutachtungsstelle und Fahrtkosten zu Terminen. Fragen Sie bei Ihrer Behörde nach, welche Unterlagen und Gebühren in Ihrem Fall anfallen.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Nicht eingerechnet sind die Kosten des Strafverfahrens selbst, etwa Geldstrafe, Gerichts- und Anwaltskosten. Sie stehen meist schon fest, bevor die MPU zum Thema wird.',
        },
      ],
    },
    {
      id: 'costs-kostenubersicht',
      title: 'Kostenübersicht',
      keywords: ['kostenübersicht', 'gesamtkosten', 'tabelle', 'summe', 'budget'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die folgende Tabelle fasst typische Beträge für eine MPU wegen Alkohol oder Drogen mit Abstinenznachweis und professioneller Vorbereitung zusammen. Ihre tatsächlichen Kosten können niedriger oder höher liegen.',
        },
        {
          kind: 'table',
          caption: 'Typische Gesamtkosten (Richtwerte)',
          head: ['Posten', 'Von', 'Bis'],
          rows: [
            ['Gebühr für die MPU (Alkohol oder Drogen)', '350 EUR', '750 EUR'],
            ['Abstinenznachweise (z. B. 6 Untersuchungen zu je 50 bis 150 EUR)', '300 EUR', '900 EUR'],
            ['Vorbereitungskurs oder Beratung', '1.000 EUR', '2.000 EUR'],
            ['Behördengebühren und neuer Führerschein', 'etwa 200 EUR', 'etwa 200 EUR'],
            ['Gesamt', 'etwa 1.850 EUR', 'etwa 3.850 EUR'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bei einer MPU wegen Verkehrsverstößen ohne Abstinenznachweis fällt die Rechnung meist deutlich niedriger aus. Umgekehrt können längere Drogenprogramme über 15 Monate mit 8 Urinproben oder mehrere Haaranalysen den Betrag erhöhen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Verteilen Sie die Ausgaben gedanklich auf die Monate der Sperrfrist. Wer früh plant, kann monatlich zurücklegen und gerät am Ende nicht unter Druck.',
        },
      ],
    },
    {
      id: 'costs-sinnvoll-sparen',
      title: 'Sinnvoll sparen',
      keywords: ['sparen', 'günstig', 'ratenzahlung', 'kosten senken', 'selbstvorbereitung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die MPU ist teuer, und der Wunsch zu sparen ist verständlich. Sparen Sie aber an der richtigen Stelle – ein nicht bestandener Versuch kostet am Ende mehr als eine gute Vorbereitung.',
        },
        {
          kind: 'list',
          items: [
            'Früh beginnen: Starten Sie Abstinenznachweise rechtzeitig in der Sperrfrist, damit Sie später nicht wegen fehlender Monate warten müssen.',
            'Anerkannte Programme wählen: Nur Nachweise, die den Beurteilungskriterien entsprechen, zählen. Ein falsches Programm ist das teuerste.',
            'Selbst vorarbeiten: Wer sich mit Fragen, Übungen und dem eigenen Konsumverlauf bereits beschäftigt hat, braucht oft weniger bezahlte Beratungsstunden.',
            'Suchtberatungsstellen nutzen: Öffentliche Suchtberatungsstellen, etwa von Kommunen oder Wohlfahrtsverbänden, beraten oft kostenlos oder sehr günstig. Eine Bescheinigung über solche Gespräche kann zudem ein hilfreicher Nachweis sein. Eine verkehrspsychologische MPU-Vorbereitung ersetzen sie aber meist nicht.',
            'Preise vergleichen: Lassen Sie sich Angebote für Vorbereitung und Abstinenzprogramm schriftlich geben.',
            'Nachfragen: Manche Anbieter und Begutachtungsstellen ermöglichen Ratenzahlung. Fragen Sie direkt danach.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Nicht am falschen Ende sparen',
          text: 'Verzichten Sie nicht auf notwendige Abstinenznachweise und gehen Sie nicht „auf gut Glück“ in die MPU. Auch vermeintliche Abkürzungen wie ein Führerschein aus dem Ausland sind rechtlich riskant und verursachen oft zusätzliche Kosten.',
        },
      ],
    },
    {
      id: 'costs-was-eine-nicht-bestandene-mpu-kostet',
      title: 'Was eine nicht bestandene MPU kostet',
      keywords: ['durchgefallen', 'negatives gutachten', 'wiederholung', 'zweite mpu', 'folgekosten'],
      body: [
        {
          kind: 'paragraph',
          text: 'Fällt das Gutachten negativ aus, zahlen Sie die Gebühr für die Begutachtung bei einem neuen Versuch erneut – je nach Anlass also noch einmal etwa 250 bis 750 EUR. Meist kommen weitere Monate mit Abstinenznachweisen und zusätzliche Beratungsstunden hinzu.',
        },
        {
          kind: 'paragraph',
          text: 'Oft schwerer wiegen die indirekten Kosten: Eine neue MPU ist in der Regel erst nach 3 bis 6 Monaten weiterer Vorbereitung sinnvoll. In dieser Zeit bleiben Sie ohne Führerschein – mit Folgen für Arbeitsweg, Beruf und Familie. Müssen Sie weiter Abstinenz nachweisen, laufen außerdem die Kosten für das Programm weiter.',
        },
        {
          kind: 'paragraph',
          text: 'Eine gründliche Vorbereitung verursacht zwar Kosten, senkt aber das Risiko eines teuren zweiten Anlaufs. Häufig genannt wird eine Erfolgsquote von etwa 30 bis 40 % ohne Vorbereitung gegenüber bis zu 90 % mit Vorbereitung. Eine Garantie gibt es dennoch nie.',
        },
      ],
    },
  ],
};

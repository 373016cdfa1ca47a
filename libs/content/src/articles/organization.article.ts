import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const organizationArticle: Article = {
  topic: 'organization',
  title: INFO_TOPIC_TITLES.organization,
  href: '/info/organization',
  icon: 'steps',
  isPremium: false,
  summary:
    'Vom Entzug der Fahrerlaubnis bis zur Entscheidung der Behörde: Die acht Schritte auf dem Weg zurück zum Führerschein – mit Fristen, Nachweisen und praktischen Tipps.',
  keywords: [
    'ablauf',
    'schritte',
    'neuerteilung',
    'sperrfrist',
    'fahrerlaubnisbehörde',
    'führerschein zurück',
    'organisation',
  ],
  hasAudio: true,
  sections: [
    {
      id: 'organization-einleitung',
      title: 'Einleitung',
      keywords: ['überblick', 'weg zum führerschein', 'planung', 'zeitplan'],
      body: [
        {
          kind: 'paragraph',
          text: 'Der Weg zurück zum Führerschein wirkt am Anfang oft unübersichtlich: Gericht, Fahrerlaubnisbehörde, Begutachtungsstelle, Abstinenznachweise und Fristen greifen ineinander. Wenn Sie die Reihenfolge kennen, können Sie viel besser planen – und vermeiden teure Umwege.',
        },
        {
          kind: 'paragraph',
          text: 'Die folgenden acht Schritte zeigen den typischen Ablauf. Nicht jeder Schritt ist in jedem Fall gleich lang, und manches läuft parallel. Vor allem die Vorbereitung und die Abstinenznachweise sollten Sie möglichst früh beginnen, nicht erst nach Ablauf der Sperrfrist.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Dieser Überblick ersetzt keine Rechtsberatung. Die Regeln können sich ändern, und die Fahrerlaubnisbehörde entscheidet immer im Einzelfall. Maßgeblich sind die Schreiben, die Sie von Gericht und Behörde erhalten.',
        },
      ],
    },
    {
      id: 'organization-schritt-1-entzug-der-fahrerlaubnis',
      title: 'Schritt 1: Entzug der Fahrerlaubnis',
      keywords: ['entzug', 'fahrerlaubnis entzogen', 'strafbefehl', 'urteil', 'gericht', 'punkte'],
      body: [
        {
          kind: 'paragraph',
          text: 'Am Anfang steht meist der Entzug der Fahrerlaubnis. Nach einer Trunkenheitsfahrt oder einer Drogenfahrt entzieht in der Regel das Strafgericht die Fahrerlaubnis, durch ein Urteil oder einen Strafbefehl. In anderen Fällen, zum Beispiel bei 8 Punkten im Fahreignungsregister oder bei bekanntem Drogenkonsum, entzieht die Fahrerlaubnisbehörde sie selbst.',
        },
        {
          kind: 'paragraph',
          text: 'Wichtig ist der Unterschied zum Fahrverbot: Nach einem Fahrverbot erhalten Sie Ihren Führerschein nach einer festen Zeit einfach zurück. Nach einem Entzug ist die Fahrerlaubnis erloschen – Sie müssen sie neu beantragen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Bewahren Sie alle Schreiben von Polizei, Gericht und Behörde sorgfältig auf. Sie brauchen sie später für die Akteneinsicht, den Antrag und die Vorbereitung auf das psychologische Gespräch.',
        },
      ],
    },
    {
      id: 'organization-schritt-2-akteneinsicht',
      title: 'Schritt 2: Akteneinsicht',
      keywords: ['akteneinsicht', 'führerscheinakte', 'ermittlungsakte', 'blutprobe', 'vorgeschichte'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die Gutachter in der MPU kennen Ihre Akte. Sie sollten sie deshalb auch kennen. Über die Akteneinsicht erfahren Sie, was genau über Ihren Fall festgehalten ist: Promillewert oder Laborbefund, Uhrzeit, Aussagen, Polizeibericht und frühere Eintragungen.',
        },
        {
          kind: 'list',
          items: [
            'Beantragen Sie die Einsicht in Ihre Führerscheinakte bei der zuständigen Fahrerlaubnisbehörde.',
            'Oft kann auch eine Anwältin oder ein Anwalt die Akte für Sie anfordern.',
            'Prüfen Sie die Angaben in Ruhe: Stimmen Werte, Daten und Abläufe mit Ihrer Erinnerung überein?',
            'Notieren Sie Fragen und Unklarheiten, die Sie mit einer Beratung besprechen möchten.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Widersprüche zwischen Ihrer Darstellung und der Akte wirken im Gespräch schnell unglaubwürdig. Wer die Akte kennt, kann seine Geschichte ehrlich und stimmig erzählen.',
        },
      ],
    },
    {
      id: 'organization-schritt-3-sperrfrist-und-wartezeit',
      title: 'Schritt 3: Sperrfrist und Wartezeit',
      keywords: ['sperrfrist', 'wartezeit', 'sperre', 'dauer', 'abstinenz beginnen'],
      body: [
        {
          kind: 'paragraph',
          text: 'Entzieht ein Gericht die Fahrerlaubnis, legt es zugleich eine Sperrfrist fest. Sie liegt meist zwischen 6 Monaten und 5 Jahren. Vor ihrem Ablauf darf Ihnen keine neue Fahrerlaubnis erteilt werden.',
        },
        {
          kind: 'paragraph',
          text: 'Die Sperrfrist ist keine verlorene Zeit – sie ist Ihre Vorbereitungszeit. Abstinenznachweise müssen oft über viele Monate laufen: bei Alkohol meist 6 bis 12 Monate, bei Drogen meist 12 bis 15 Monate. Wer erst nach Ablauf der Sperrfrist beginnt, wartet danach noch einmal entsprechend lange.',
        },
        {
          kind: 'note',
          tone: 'tip',
          title: 'Früh anfangen',
          text: 'Klären Sie gleich zu Beginn der Sperrfrist, ob und wie lange Sie Abstinenz nachweisen müssen, und schließen Sie früh einen Vertrag für ein Abstinenzprogramm ab. Nur Nachweise aus einem anerkannten Programm zählen.',
        },
        {
          kind: 'link',
          to: '/abstinenzrechner',
          label: 'Mit dem Abstinenzrechner abschätzen, wie lange Sie Nachweise brauchen',
        },
      ],
    },
    {
      id: 'organization-schritt-4-antrag-auf-neuerteilung',
      title: 'Schritt 4: Antrag auf Neuerteilung',
      keywords: ['antrag', 'neuerteilung', 'fahrerlaubnisbehörde', 'unterlagen', 'mpu anordnung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Die Fahrerlaubnis kommt nicht automatisch zurück. Sie müssen bei der Fahrerlaubnisbehörde Ihres Wohnorts einen Antrag auf Neuerteilung stellen. Weil die Bearbeitung Zeit braucht, ist es sinnvoll, den Antrag rechtzeitig vor dem Ende der Sperrfrist einzureichen. Fragen Sie bei Ihrer Behörde nach, ab wann sie Anträge annimmt.',
        },
        {
          kind: 'list',
          items: [
            'Antragsformular der Behörde',
            'Gültiges Ausweisdokument und ein biometrisches Passfoto',
            'Je nach Fall und Führerscheinklasse weitere Unterlagen, zum Beispiel Sehtest oder Nachweis über einen Erste-Hilfe-Kurs',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Die Behörde prüft die Akte und teilt Ihnen schriftlich mit, ob sie ein MPU-Gutachten verlangt und welche Fragen das Gutachten beantworten soll. Diese Fragestellung ist wichtig: Sie bestimmt, worauf sich die Begutachtung konzentriert. Die Behörde setzt Ihnen dafür in der Regel eine Frist.',
        },
      ],
    },
    {
      id: 'organization-schritt-5-nachweise-sammeln',
      title: 'Schritt 5: Nachweise sammeln',
      keywords: [
        'nachweise',
        'abstinenznachweis',
        'urinscreening',
        'haaranalyse',
        'etg',
        'beratungsbescheinigung',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Für die MPU zählen nicht nur Worte, sondern auch Belege. Je nach Anlass und Hypothese brauchen Sie Abstinenznachweise. Als Orientierung wird oft ein Zeitraum von etwa 24 Monaten genannt, in dem Sie Nachweise erbringen und vorlegen können; welche Fristen für Sie gelten, legt die Behörde fest.',
        },
        {
          kind: 'table',
          caption: 'Übliche Nachweisformen',
          head: ['Nachweis', 'Umfang'],
          rows: [
            ['Urinscreening (unangekündigt)', '4 Proben in 6 Monaten, 6 in 12 Monaten, 8 in 15 Monaten'],
            [
              'Haaranalyse',
              '1 cm Haar entspricht etwa 1 Monat; bei Alkohol (EtG) höchstens 3 Monate, also 3 cm, bei Drogen 6 Monate',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Beim Urinscreening werden Sie kurzfristig einbestellt und müssen innerhalb von 24 Stunden erscheinen. Einen Termin können Sie höchstens um 1 Woche verschieben, etwa bei Urlaub – und nur nach Absprache. Ein verpasster Termin kann das ganze Programm gefährden.',
        },
        {
          kind: 'paragraph',
          text: 'Hilfreich sind außerdem Bescheinigungen über Beratung, Therapie oder den Besuch einer Selbsthilfegruppe. Sie zeigen, dass Sie sich aktiv mit Ihrem Verhalten auseinandergesetzt haben.',
        },
      ],
    },
    {
      id: 'organization-schritt-6-die-mpu',
      title: 'Schritt 6: Die MPU',
      keywords: [
        'mpu termin',
        'begutachtungsstelle',
        'untersuchungstag',
        'psychologisches gespräch',
        'leistungstest',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Sie wählen selbst eine amtlich anerkannte Begutachtungsstelle für Fahreignung und geben der Behörde Bescheid, damit sie Ihre Akte dorthin schickt. Bis Sie das Schreiben mit Ihrem Termin in der Hand haben, können etwa 4 bis 8 Wochen vergehen. Planen Sie das ein.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Fragebögen zu Person, Gesundheit und Vorgeschichte',
            'Medizinische Untersuchung, je nach Anlass mit Laborwerten',
            'Leistungstests zu Reaktion, Konzentration und Belastbarkeit',
            'Psychologisches Gespräch, etwa 45 bis 60 Minuten, in manchen Fällen bis zu 75 Minuten',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          title: 'Am Tag der MPU',
          text: 'Schlafen Sie vorher 7 bis 8 Stunden, essen Sie etwas, nehmen Sie Ausweis, Terminschreiben, alle Abstinenznachweise und gegebenenfalls eine Brille mit. Planen Sie genug Zeit für die Anreise ein.',
        },
        {
          kind: 'link',
          to: '/simulator',
          label: 'Das psychologische Gespräch im MPU Simulator üben',
        },
      ],
    },
    {
      id: 'organization-schritt-7-nach-dem-gutachten',
      title: 'Schritt 7: Nach dem Gutachten',
      keywords: ['gutachten', 'ergebnis', 'positiv', 'negativ', 'kursempfehlung', 'einreichen'],
      body: [
        {
          kind: 'paragraph',
          text: 'Einige Zeit nach der Untersuchung erhalten Sie das schriftliche Gutachten. Es geht zunächst an Sie – nicht an die Behörde. Sie entscheiden, ob Sie es dort einreichen.',
        },
        {
          kind: 'list',
          items: [
            'Positives Gutachten: Reichen Sie es bei der Fahrerlaubnisbehörde ein.',
            'Kursempfehlung: Besprechen Sie mit der Behörde, ob sie einem Kurs zur Wiederherstellung der Fahreignung zustimmt, und melden Sie sich dann dafür an.',
            'Negatives Gutachten: Sie müssen es nicht einreichen. Analysieren Sie die Begründung und bereiten Sie sich gezielt neu vor. Eine erneute MPU ist meist nach 3 bis 6 Monaten sinnvoll.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Achten Sie auf die Frist der Behörde. Legen Sie innerhalb der Frist kein Gutachten vor, wird der Antrag in der Regel abgelehnt. Fragen Sie gegebenenfalls nach, ob eine Verlängerung möglich ist, oder ziehen Sie den Antrag nach Beratung zurück.',
        },
      ],
    },
    {
      id: 'organization-schritt-8-entscheidung-der-behorde',
      title: 'Schritt 8: Entscheidung der Behörde',
      keywords: ['entscheidung', 'neuer führerschein', 'auflagen', 'neuerteilung', 'bescheid'],
      body: [
        {
          kind: 'paragraph',
          text: 'Mit dem eingereichten Gutachten entscheidet die Fahrerlaubnisbehörde über Ihren Antrag. Ist das Gutachten positiv und sind alle übrigen Voraussetzungen erfüllt, wird die Fahrerlaubnis in der Regel neu erteilt. Das Gutachten ist eine wichtige Grundlage, die Entscheidung trifft aber die Behörde.',
        },
        {
          kind: 'paragraph',
          text: 'Manchmal wird die Fahrerlaubnis mit Auflagen erteilt, zum Beispiel mit weiteren Abstinenzkontrollen für einen bestimmten Zeitraum. Nehmen Sie solche Auflagen ernst: Verstöße können erneut Zweifel an Ihrer Eignung auslösen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          title: 'Der eigentliche Erfolg',
          text: 'Mit dem neuen Führerschein ist das Ziel erreicht – doch die Veränderung, die Sie erarbeitet haben, soll bleiben. Behalten Sie Ihre Strategien gegen Rückfälle bei, auch wenn niemand mehr kontrolliert.',
        },
        {
          kind: 'link',
          to: '/info/costs',
          label: 'Mit welchen Kosten Sie auf diesem Weg rechnen sollten',
        },
      ],
    },
  ],
};

import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const psychologicalArticle: Article = {
  topic: 'psychological',
  title: INFO_TOPIC_TITLES.psychological,
  href: '/info/psychological',
  icon: 'conversation',
  isPremium: true,
  summary:
    'Das Gespräch mit der Psychologin oder dem Psychologen ist das Herzstück der MPU. Hier erfahren Sie, worauf es ankommt, wie es abläuft, welche fünf Bausteine es hat und welche Fehler Sie unbedingt vermeiden sollten.',
  keywords: [
    'psychologisches gespräch',
    'explorationsgespräch',
    'gutachter',
    'mpu gespräch',
    'fragen',
    'no-gos',
  ],
  sections: [
    {
      id: 'psychological-ziele-des-gesprachs',
      title: 'Ziele des Gesprächs',
      body: [
        {
          kind: 'paragraph',
          text: 'Das psychologische Gespräch – Fachleute sprechen vom Explorationsgespräch – ist der Teil der MPU, der über das Ergebnis am meisten entscheidet. Es wird von einer Psychologin oder einem Psychologen der Begutachtungsstelle für Fahreignung geführt. Ziel ist nicht, Sie bloßzustellen oder zu bestrafen. Die Gutachterin oder der Gutachter soll eine Prognose abgeben: Ist zu erwarten, dass Sie künftig nicht erneut unter Alkohol oder Drogen oder durch Verkehrsverstöße auffallen?',
        },
        {
          kind: 'paragraph',
          text: 'Um diese Frage zu beantworten, orientiert sich die Gutachterin an den Beurteilungskriterien, einem fachlichen Leitfaden für die Begutachtung der Fahreignung. Sie prüft, ob Sie verstanden haben, wie es zu Ihrem Delikt kam, ob Sie Ihr Verhalten tatsächlich verändert haben und ob diese Veränderung stabil genug ist, um auch in schwierigen Situationen zu halten.',
        },
        {
          kind: 'list',
          items: [
            'Nachvollziehbarkeit: Passt Ihre Schilderung zur Aktenlage und zu den Befunden?',
            'Selbstkritik: Übernehmen Sie Verantwortung für das, was passiert ist?',
            'Veränderung: Haben Sie konkrete Konsequenzen gezogen, und können Sie diese belegen?',
            'Stabilität: Ist die Veränderung gefestigt und gegen Rückfälle abgesichert?',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Gutachterin entscheidet nicht über Ihren Führerschein. Sie schreibt ein Gutachten; die Entscheidung trifft die Fahrerlaubnisbehörde im Einzelfall.',
        },
      ],
      keywords: ['ziel', 'prognose', 'explorationsgespräch', 'beurteilungskriterien', 'gutachten'],
    },
    {
      id: 'psychological-ablauf-und-dauer',
      title: 'Ablauf und Dauer',
      body: [
        {
          kind: 'paragraph',
          text: 'Das Gespräch findet in der Regel nach den Fragebögen, der medizinischen Untersuchung und den Leistungstests statt. Sie sitzen der Gutachterin allein gegenüber, sie stellt Fragen und macht sich Notizen. Viele Gutachter beginnen mit allgemeinen Fragen zu Ihrer Person, Ihrem Beruf und Ihrer Lebenssituation, bevor es um das Delikt und Ihre Veränderung geht.',
        },
        {
          kind: 'paragraph',
          text: 'Das Gespräch dauert etwa 45 bis 60 Minuten, in manchen Fällen bis zu 75 Minuten. Die Angaben dazu schwanken, weil die Dauer von der Fragestellung, der Aktenlage und vom Gesprächsverlauf abhängt. Ein längeres Gespräch ist kein schlechtes Zeichen: Manchmal möchte die Gutachterin einfach einen Punkt genauer verstehen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          title: 'Nachfragen sind normal',
          text: 'Gutachter fragen oft mehrfach und aus verschiedenen Richtungen nach. Das dient dazu, Ihre Angaben zu prüfen und Ihr Verständnis zu vertiefen. Bleiben Sie ruhig, antworten Sie ehrlich und fragen Sie selbst nach, wenn Sie eine Frage nicht verstanden haben.',
        },
      ],
      keywords: ['dauer', 'minuten', 'ablauf', 'gesprächsdauer', 'nachfragen'],
    },
    {
      id: 'psychological-die-funf-bausteine-im-uberblick',
      title: 'Die fünf Bausteine im Überblick',
      body: [
        {
          kind: 'paragraph',
          text: 'Auch wenn jedes Gespräch anders verläuft, lassen sich fünf Bausteine unterscheiden, die in fast jeder MPU vorkommen. Sie bauen aufeinander auf: Ohne ehrliche Schilderung der Vorgeschichte gibt es keine glaubwürdige Problemeinsicht, und ohne Ursachenanalyse wirkt jede Verhaltensänderung zufällig.',
        },
        {
          kind: 'table',
          caption: 'Die fünf Bausteine des psychologischen Gesprächs',
          head: ['Baustein', 'Typische Frage', 'Worauf geachtet wird'],
          rows: [
            ['Vorgeschichte und Delikt', 'Wie kam es zu der Fahrt?', 'Offene, aktenkonforme Schilderung'],
            ['Problemeinsicht', 'Was war aus heutiger Sicht das Problem?', 'Verantwortung statt Ausreden'],
            [
              'Ursachenanalyse',
              'Warum haben Sie so viel getrunken oder konsumiert?',
              'Verständnis der eigenen Motive',
            ],
            ['Verhaltensänderung', 'Was machen Sie heute anders?', 'Konkrete, belegbare Veränderungen'],
            [
              'Stabilität und Rückfallprävention',
              'Was tun Sie in einer schwierigen Situation?',
              'Gefestigte Strategien und Unterstützung',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'In den folgenden Abschnitten wird jeder Baustein einzeln erklärt. Nutzen Sie die Fragen als Anregung, um Ihre eigenen Antworten in Ruhe zu durchdenken – nicht, um fertige Sätze auswendig zu lernen.',
        },
      ],
      keywords: ['bausteine', 'aufbau', 'typische fragen', 'gesprächsphasen', 'struktur'],
    },
    {
      id: 'psychological-vorgeschichte-und-delikt',
      title: 'Vorgeschichte und Delikt',
      body: [
        {
          kind: 'paragraph',
          text: 'Am Anfang steht meist die Frage, wie es zu dem Ereignis kam, das zur MPU geführt hat. Die Gutachterin kennt Ihre Führerscheinakte: Datum, Uhrzeit, gemessene Blutalkoholkonzentration oder Drogenbefund, frühere Auffälligkeiten. Sie möchte hören, wie Sie selbst den Tag, den Abend und die Fahrt schildern – und wie sich Ihr Konsum oder Ihr Fahrverhalten über die Jahre entwickelt hat.',
        },
        {
          kind: 'list',
          items: [
            'Wann haben Sie zum ersten Mal Alkohol getrunken oder Drogen konsumiert, und wie hat sich das entwickelt?',
            'Was und wie viel haben Sie an dem Tag des Delikts konsumiert?',
            'Warum haben Sie sich trotzdem ans Steuer gesetzt?',
            'Gab es vorher schon Fahrten unter Einfluss, die nicht entdeckt wurden?',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Ihre Angaben müssen zu den Werten in der Akte passen. Wer bei 1,6 ‰ von „zwei, drei Bier“ spricht, macht sich unglaubwürdig. Rechnen Sie Ihre Trinkmenge vorab realistisch nach, zum Beispiel mit dem Promillerechner.',
        },
        { kind: 'link', to: '/calculator', label: 'Trinkmenge mit dem Promillerechner nachvollziehen' },
      ],
      keywords: ['vorgeschichte', 'delikt', 'trunkenheitsfahrt', 'akte', 'konsumgeschichte', 'trinkmenge'],
    },
    {
      id: 'psychological-problemeinsicht-und-ursachenanalyse',
      title: 'Problemeinsicht und Ursachenanalyse',
      body: [
        {
          kind: 'paragraph',
          text: 'Problemeinsicht bedeutet, dass Sie Ihr früheres Verhalten als problematisch erkennen und dafür die Verantwortung übernehmen. Es reicht nicht zu sagen, dass die Fahrt „ein Fehler“ war. Die Gutachterin möchte erkennen, dass Sie verstehen, warum Ihr Konsum oder Ihr Fahrverhalten über längere Zeit riskant war – nicht nur an diesem einen Abend.',
        },
        {
          kind: 'paragraph',
          text: 'Bei der Ursachenanalyse geht es um die Frage nach dem Warum. Welche Funktion hatte der Alkohol oder die Droge in Ihrem Leben? Typische Antworten, die in der Vorbereitung erarbeitet werden, sind zum Beispiel Stressabbau nach der Arbeit, Unsicherheit in Gesellschaft, Gruppendruck, Langeweile oder das Verdrängen von Problemen. Entscheidend ist, dass Ihre Antwort wirklich zu Ihrer Geschichte passt.',
        },
        {
          kind: 'list',
          items: [
            'Welche Situationen, Gefühle oder Personen haben den Konsum ausgelöst?',
            'Was hat Ihnen der Konsum damals gegeben, was Sie anders nicht bekommen haben?',
            'Warum haben Sie die Warnsignale nicht früher ernst genommen?',
          ],
        },
        {
          kind: 'link',
          to: '/info/addiction',
          label: 'Mehr zu Konsummotiven im Artikel Sucht & Substanzmissbrauch',
        },
      ],
      keywords: ['problemeinsicht', 'ursachen', 'konsummotive', 'selbstreflexion', 'verantwortung'],
    },
    {
      id: 'psychological-verhaltensanderung-und-ruckfallpravention',
      title: 'Verhaltensänderung und Rückfallprävention',
      body: [
        {
          kind: 'paragraph',
          text: 'Im vierten Baustein geht es darum, was Sie seit dem Delikt konkret verändert haben. Dazu gehören zum Beispiel Abstinenz oder ein deutlich veränderter Umgang mit Alkohol, neue Wege, mit Stress umzugehen, ein verändertes Freizeitverhalten oder ein anderer Freundeskreis. Wo Abstinenz gefordert ist, erwartet die Gutachterin lückenlose Nachweise über Urin- oder Haaranalysen.',
        },
        {
          kind: 'paragraph',
          text: 'Der fünfte Baustein prüft die Stabilität: Hält Ihre Veränderung auch dann, wenn es schwierig wird? Sie sollten Ihre persönlichen Risikosituationen kennen – etwa Feiern, Streit, Einsamkeit oder beruflichen Druck – und erklären können, wie Sie dann reagieren. Hilfreich sind konkrete Strategien und Menschen, die Sie unterstützen, zum Beispiel eine Beratungsstelle oder eine Selbsthilfegruppe.',
        },
        {
          kind: 'list',
          items: [
            'Seit wann leben Sie abstinent oder haben Ihr Verhalten geändert, und wie belegen Sie das?',
            'Was war am Anfang schwer, und wie haben Sie das bewältigt?',
            'Was tun Sie, wenn Ihnen auf einer Feier ein Getränk angeboten wird?',
            'Woran würden Sie merken, dass Sie in alte Muster zurückfallen?',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Beschreiben Sie Veränderungen mit Beispielen aus Ihrem Alltag. „Ich gehe jetzt nach der Arbeit laufen, statt mir ein Bier aufzumachen“ überzeugt mehr als „Ich habe mein Leben komplett umgestellt“.',
        },
      ],
      keywords: [
        'verhaltensänderung',
        'stabilität',
        'rückfallprävention',
        'abstinenz',
        'risikosituationen',
        'strategien',
      ],
    },
    {
      id: 'psychological-absolute-no-gos',
      title: 'Absolute No-Gos',
      body: [
        {
          kind: 'paragraph',
          text: 'Einige Fehler führen fast sicher zu einem negativen Gutachten, weil sie die Glaubwürdigkeit des ganzen Gesprächs erschüttern. Die Gutachterin hat sehr viele solcher Gespräche geführt und erkennt diese Muster schnell.',
        },
        {
          kind: 'table',
          caption: 'Die fünf häufigsten No-Gos und was Sie stattdessen tun sollten',
          head: ['No-Go', 'Warum es schadet', 'Besser'],
          rows: [
            [
              'Lügen',
              'Widersprüche fallen durch Nachfragen und Befunde auf.',
              'Ehrlich antworten, auch wenn es unangenehm ist.',
            ],
            [
              'Die Schuld anderen geben',
              'Polizei, Freunde oder Pech verantwortlich zu machen zeigt fehlende Einsicht.',
              'Die eigene Verantwortung klar benennen.',
            ],
            [
              'Auswendig gelernte Floskeln',
              'Einstudierte Sätze wirken unecht und halten Nachfragen nicht stand.',
              'In eigenen Worten und mit eigenen Beispielen sprechen.',
            ],
            [
              'Der Akte widersprechen',
              'Abweichungen von dokumentierten Werten machen alle Angaben unglaubwürdig.',
              'Die Akte vorher einsehen und die Schilderung daran ausrichten.',
            ],
            [
              'Verharmlosen',
              'Sätze wie „Ich bin ja sicher gefahren“ zeigen, dass das Risiko nicht verstanden wurde.',
              'Das Risiko für sich und andere offen anerkennen.',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Auch wer ehrlich ist, kann sich durch Verharmlosung schaden, ohne es zu merken. Üben Sie das Gespräch deshalb vorher mit jemandem, der Ihnen kritisch Rückmeldung gibt.',
        },
      ],
      keywords: ['no-gos', 'fehler', 'lügen', 'ausreden', 'verharmlosung', 'akteneinsicht'],
    },
    {
      id: 'psychological-fazit',
      title: 'Fazit',
      body: [
        {
          kind: 'paragraph',
          text: 'Das psychologische Gespräch ist keine Prüfung mit richtigen und falschen Antworten, sondern der Versuch, Ihre Entwicklung nachzuvollziehen. Wer seine Geschichte ehrlich kennt, die Ursachen verstanden hat und echte Veränderungen belegen kann, hat gute Voraussetzungen. Eine Garantie für ein positives Gutachten gibt es nicht.',
        },
        {
          kind: 'paragraph',
          text: 'Vorbereitung lohnt sich: Ohne Vorbereitung bestehen nach verbreiteten Angaben nur etwa 30 bis 40 Prozent die MPU, mit guter Vorbereitung bis zu 90 Prozent. Nutzen Sie die Zeit bis zum Termin, um Ihre Antworten zu durchdenken und das Gespräch unter realistischen Bedingungen zu üben.',
        },
        { kind: 'link', to: '/simulator', label: 'Gespräch im MPU-Simulator üben' },
        { kind: 'link', to: '/coach', label: 'Offene Fragen mit dem MPU-Coach klären' },
      ],
      keywords: ['fazit', 'vorbereitung', 'erfolgsquote', 'simulator', 'üben'],
    },
  ],
  hasAudio: true,
};

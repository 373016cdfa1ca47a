import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const generalArticle: Article = {
  topic: 'general',
  title: INFO_TOPIC_TITLES.general,
  href: '/info/general',
  icon: 'info',
  isPremium: false,
  summary:
    'Was die medizinisch-psychologische Untersuchung ist, wer sie machen muss, wie sie abläuft und was ein positives oder negatives Gutachten bedeutet – verständlich erklärt.',
  keywords: ['mpu', 'einführung', 'fahreignung', 'gutachten', 'führerschein', 'idiotentest', 'begutachtung'],
  hasAudio: true,
  sections: [
    {
      id: 'general-was-ist-die-mpu-und-wer-muss-sie-machen',
      title: 'Was ist die MPU und wer muss sie machen?',
      keywords: [
        'mpu',
        'medizinisch-psychologische untersuchung',
        'fahreignung',
        'fahrerlaubnisbehörde',
        'begutachtungsstelle',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'MPU steht für medizinisch-psychologische Untersuchung. Umgangssprachlich wird sie oft „Idiotentest“ genannt – ein Begriff, der weder fair noch zutreffend ist. Die MPU ist eine Begutachtung Ihrer Fahreignung: Es wird geprüft, ob von Ihnen in Zukunft mit hoher Wahrscheinlichkeit keine Gefahr mehr im Straßenverkehr ausgeht.',
        },
        {
          kind: 'paragraph',
          text: 'Angeordnet wird die MPU nicht von einem Gericht, sondern von der Fahrerlaubnisbehörde. Sie hat Zweifel an Ihrer Fahreignung, etwa nach einer Trunkenheitsfahrt, nach Drogenkonsum oder nach vielen Verkehrsverstößen. Mit dem Gutachten können Sie diese Zweifel ausräumen. Die Grundlage dafür bildet die Fahrerlaubnis-Verordnung (FeV).',
        },
        {
          kind: 'paragraph',
          text: 'Durchgeführt wird die Untersuchung von einer amtlich anerkannten Begutachtungsstelle für Fahreignung. Dort arbeiten Ärztinnen und Ärzte sowie Psychologinnen und Psychologen, die nach festgelegten Beurteilungskriterien vorgehen. Sie entscheiden nicht selbst über Ihren Führerschein – sie erstellen ein Gutachten, auf dessen Grundlage die Behörde entscheidet.',
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Gut zu wissen',
          text: 'Die MPU ist keine Strafe. Die Strafe (zum Beispiel Geldstrafe und Sperrfrist) hat in der Regel das Gericht bereits verhängt. Bei der MPU geht es allein um die Frage, ob Sie wieder sicher am Straßenverkehr teilnehmen können.',
        },
      ],
    },
    {
      id: 'general-wer-muss-zur-mpu',
      title: 'Wer muss zur MPU?',
      keywords: ['anlass', 'promille', '1,6 promille', 'drogen', 'punkte', 'trunkenheitsfahrt', 'cannabis'],
      body: [
        {
          kind: 'paragraph',
          text: 'Ob eine MPU angeordnet wird, entscheidet die Fahrerlaubnisbehörde im Einzelfall. Es gibt jedoch typische Anlässe, die immer wieder dazu führen:',
        },
        {
          kind: 'list',
          items: [
            'Alkohol am Steuer mit 1,6 Promille oder mehr – das gilt auch für Fahrten mit dem Fahrrad.',
            'Alkohol ab 1,1 Promille, wenn weitere Umstände auf einen problematischen Umgang mit Alkohol hindeuten, zum Beispiel fehlende Ausfallerscheinungen trotz hohen Wertes.',
            'Wiederholte Verkehrsverstöße unter Alkoholeinfluss.',
            'Konsum von illegalen Drogen, besonders von sogenannten harten Drogen, oder Fahren unter Drogeneinfluss.',
            'Viele Punkte im Fahreignungsregister: Nach einem Entzug wegen 8 Punkten wird vor der Neuerteilung in der Regel eine MPU verlangt.',
            'Erhebliche oder wiederholte Straftaten, vor allem solche mit Aggressionspotenzial, auch außerhalb des Straßenverkehrs.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Für Fahranfängerinnen und Fahranfänger in der Probezeit und für Personen unter 21 Jahren gilt am Steuer ein Alkoholverbot. Unabhängig davon kann für alle Fahrer schon ab 0,3 Promille eine Straftat vorliegen, wenn alkoholbedingte Ausfallerscheinungen hinzukommen. Ab 1,1 Promille gilt man als absolut fahruntüchtig.',
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Regeln ändern sich',
          text: 'Gesetze und Rechtsprechung zur MPU ändern sich immer wieder – für Cannabis gelten zum Beispiel seit 2024 geänderte Regeln. Maßgeblich ist, was die Fahrerlaubnisbehörde in Ihrem Fall festlegt. Lesen Sie Ihre Schreiben der Behörde genau und fragen Sie dort nach, wenn etwas unklar ist.',
        },
      ],
    },
    {
      id: 'general-durchfallquote-mit-und-ohne-vorbereitung',
      title: 'Durchfallquote mit und ohne Vorbereitung',
      keywords: ['durchfallquote', 'erfolgsquote', 'bestehen', 'durchfallen', 'vorbereitung', 'statistik'],
      body: [
        {
          kind: 'paragraph',
          text: 'Viele Menschen gehen unvorbereitet in die MPU – in der Annahme, sie müssten einfach nur ehrlich sein. Ehrlichkeit ist wichtig, reicht aber allein oft nicht aus. Die Gutachter erwarten, dass Sie Ihr früheres Verhalten verstanden haben und eine stabile Veränderung nachvollziehbar darstellen können.',
        },
        {
          kind: 'table',
          caption: 'Häufig genannte Erfolgsquoten (Schätzwerte)',
          head: ['Ausgangslage', 'Erfolgsquote'],
          rows: [
            ['Ohne Vorbereitung', 'etwa 30 bis 40 %'],
            ['Mit gründlicher Vorbereitung', 'bis zu 90 %'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Diese Zahlen werden von Beratungsstellen und in Fachkreisen häufig genannt; es handelt sich um Schätzungen, nicht um amtliche Werte für jeden Einzelfall. Sie zeigen aber deutlich: Wer sich ernsthaft mit den Ursachen seines Verhaltens auseinandersetzt, die nötigen Nachweise mitbringt und den Ablauf kennt, hat deutlich bessere Chancen.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Vorbereitung bedeutet nicht, Antworten auswendig zu lernen. Es geht darum, sich selbst zu verstehen und eine echte, dauerhafte Veränderung zu zeigen. Auswendig gelernte Sätze erkennen erfahrene Gutachter in der Regel schnell.',
        },
      ],
    },
    {
      id: 'general-ablauf-ziele-der-mpu',
      title: 'Ablauf & Ziele der MPU',
      keywords: [
        'ablauf',
        'ziele',
        'medizinische untersuchung',
        'leistungstest',
        'psychologisches gespräch',
        'fragebogen',
      ],
      body: [
        {
          kind: 'paragraph',
          text: 'Die MPU findet an einem Tag in der Begutachtungsstelle statt und besteht aus mehreren Teilen. Planen Sie dafür ausreichend Zeit ein – meist mehrere Stunden – und kommen Sie ausgeschlafen. Empfohlen werden in der Nacht davor 7 bis 8 Stunden Schlaf.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Fragebögen: Angaben zu Ihrer Person, Ihrer Gesundheit, Ihrem Konsum und Ihrer Vorgeschichte.',
            'Medizinische Untersuchung: körperliche Untersuchung, Fragen zur Gesundheit und je nach Anlass Blut- oder Urinwerte. Bringen Sie vorhandene Abstinenznachweise mit.',
            'Leistungstests am Computer: Reaktion, Konzentration, Aufmerksamkeit und Belastbarkeit.',
            'Psychologisches Gespräch: das Herzstück der MPU. Es dauert etwa 45 bis 60 Minuten, in manchen Fällen bis zu 75 Minuten.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ziel der Untersuchung ist eine Prognose: Ist zu erwarten, dass Sie künftig nicht mehr alkoholisiert, unter Drogeneinfluss oder mit erheblichen Regelverstößen am Verkehr teilnehmen? Dazu prüfen die Gutachter, ob Sie die Ursachen Ihres früheren Verhaltens erkannt haben, ob Sie Ihr Verhalten nachweisbar geändert haben und ob diese Veränderung stabil ist.',
        },
        {
          kind: 'link',
          to: '/info/organization',
          label: 'Der ganze Weg in 8 Schritten: vom Entzug bis zur Entscheidung der Behörde',
        },
      ],
    },
    {
      id: 'general-was-ist-ein-positives-oder-negatives-gutachten',
      title: 'Was ist ein positives oder negatives Gutachten?',
      keywords: ['positives gutachten', 'negatives gutachten', 'kursempfehlung', 'ergebnis', 'wiederholung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Am Ende der MPU steht ein schriftliches Gutachten. Es beantwortet die Fragen, die die Fahrerlaubnisbehörde gestellt hat. Grundsätzlich gibt es drei mögliche Ergebnisse:',
        },
        {
          kind: 'table',
          head: ['Ergebnis', 'Bedeutung', 'Wie es weitergeht'],
          rows: [
            [
              'Positiv',
              'Die Gutachter erwarten, dass Sie künftig sicher am Verkehr teilnehmen.',
              'Sie reichen das Gutachten bei der Behörde ein; diese entscheidet über die Neuerteilung.',
            ],
            [
              'Kursempfehlung',
              'Es bestehen noch Defizite, die sich aber mit einem anerkannten Kurs zur Wiederherstellung der Fahreignung beheben lassen.',
              'Nach erfolgreicher Kursteilnahme kann die Behörde die Fahrerlaubnis ohne neue MPU erteilen, wenn sie dem Kurs zustimmt.',
            ],
            [
              'Negativ',
              'Die Zweifel an Ihrer Fahreignung konnten nicht ausgeräumt werden.',
              'Meist ist eine neue MPU nötig; sinnvoll ist sie in der Regel nach 3 bis 6 Monaten weiterer Vorbereitung.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Das Gutachten erhalten zunächst Sie selbst. Sie entscheiden, ob Sie es bei der Behörde einreichen. Ein negatives Gutachten müssen Sie nicht vorlegen – reichen Sie aber gar kein Gutachten ein, darf die Behörde in der Regel davon ausgehen, dass Sie nicht fahrgeeignet sind, und lehnt den Antrag ab.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Lesen Sie auch ein negatives Gutachten genau. Es beschreibt, woran es gefehlt hat – das ist die wichtigste Grundlage für eine bessere Vorbereitung auf den zweiten Versuch.',
        },
      ],
    },
    {
      id: 'general-haufige-missverstandnisse',
      title: 'Häufige Missverständnisse',
      keywords: ['missverständnisse', 'mythen', 'irrtümer', 'idiotentest', 'ausland', 'führerschein'],
      body: [
        {
          kind: 'paragraph',
          text: 'Rund um die MPU kursieren viele Gerüchte. Einige davon können Sie Zeit, Geld und Nerven kosten:',
        },
        {
          kind: 'list',
          items: [
            '„Die MPU ist ein Intelligenztest.“ – Nein. Es geht um Ihre Fahreignung, nicht um Wissen oder Intelligenz.',
            '„Nach Ablauf der Sperrfrist bekomme ich den Führerschein automatisch zurück.“ – Nein. Sie müssen die Neuerteilung beantragen, und die Behörde kann dafür eine MPU verlangen.',
            '„Ich warte einfach, bis die Sache verjährt.“ – Einträge bleiben lange gespeichert, und Zweifel an der Fahreignung verschwinden nicht von selbst. Wer wartet, verliert oft nur Zeit.',
            '„Die Gutachter wollen mich durchfallen lassen.“ – Die Gutachter sind zur Neutralität verpflichtet und arbeiten nach festen Beurteilungskriterien.',
            '„Mit dem richtigen Text komme ich durch.“ – Auswendig gelernte Antworten wirken unglaubwürdig. Überzeugend ist nur eine echte, nachvollziehbare Veränderung.',
            '„Ein Führerschein aus dem EU-Ausland umgeht die MPU.“ – Solche Angebote sind rechtlich riskant und führen häufig dazu, dass der Führerschein in Deutschland nicht anerkannt wird.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Die MPU ist eine Hürde, aber eine, die viele Menschen jedes Jahr nehmen. Je früher Sie sich informieren, die nötigen Nachweise beginnen und sich ehrlich mit Ihrer Geschichte beschäftigen, desto besser sind Ihre Voraussetzungen. Ein Bestehen kann Ihnen niemand versprechen – gute Vorbereitung erhöht Ihre Chancen aber deutlich.',
        },
      ],
    },
  ],
};

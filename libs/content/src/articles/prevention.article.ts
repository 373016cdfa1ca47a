import { INFO_TOPIC_TITLES, type Article } from '../content.types';

export const preventionArticle: Article = {
  topic: 'prevention',
  title: INFO_TOPIC_TITLES.prevention,
  href: '/info/prevention',
  icon: 'shield',
  isPremium: true,
  summary:
    'Wie Sie Risikosituationen und Warnsignale früh erkennen, einen persönlichen Notfallplan aufstellen, mit Suchtdruck und Stress umgehen und nach einem Ausrutscher wieder Halt finden.',
  keywords: ['rückfall', 'rückfallprävention', 'suchtdruck', 'notfallplan', 'warnsignale', 'stabilität'],
  sections: [
    {
      id: 'prevention-warum-ruckfallpravention-wichtig-ist',
      title: 'Warum Rückfallprävention wichtig ist',
      keywords: ['rückfall', 'prognose', 'gutachter', 'stabilität', 'vorsorge'],
      body: [
        {
          kind: 'paragraph',
          text: 'Eine Veränderung im Umgang mit Alkohol, Drogen oder riskantem Fahrverhalten ist ein großer Schritt. Sie dauerhaft zu halten, ist die eigentliche Herausforderung. Rückfälle passieren selten aus heiterem Himmel: Meist kündigen sie sich über Tage oder Wochen an, durch Stress, alte Gewohnheiten oder nachlassende Aufmerksamkeit.',
        },
        {
          kind: 'paragraph',
          text: 'In der MPU spielt dieses Thema eine zentrale Rolle. Das Gutachten ist eine Prognose: Die Gutachterin oder der Gutachter soll einschätzen, ob Sie auch in Zukunft sicher am Straßenverkehr teilnehmen. Wer genau weiß, wo seine Risiken liegen und was er dann tut, zeigt, dass seine Veränderung auf einem festen Fundament steht.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Rückfallprävention bedeutet nicht, ständig Angst vor einem Rückfall zu haben. Sie bedeutet, vorbereitet zu sein – so wie ein Feuerlöscher in der Küche, den man hoffentlich nie braucht.',
        },
      ],
    },
    {
      id: 'prevention-risikosituationen-erkennen',
      title: 'Risikosituationen erkennen',
      keywords: ['risikosituationen', 'auslöser', 'trigger', 'feiern', 'stress'],
      body: [
        {
          kind: 'paragraph',
          text: 'Risikosituationen sind Momente, in denen das alte Verhalten besonders nahe liegt. Sie sind bei jedem Menschen etwas anders. Schauen Sie auf Ihre eigene Geschichte: Wann und wo haben Sie früher konsumiert oder riskant gehandelt?',
        },
        {
          kind: 'table',
          caption: 'Typische Risikosituationen',
          head: ['Art der Situation', 'Beispiele'],
          rows: [
            ['Unangenehme Gefühle', 'Ärger, Einsamkeit, Traurigkeit, Langeweile, Überforderung'],
            ['Angenehme Anlässe', 'Geburtstage, Hochzeiten, Urlaub, Erfolge feiern'],
            [
              'Sozialer Druck',
              'Kollegen oder Freunde, die zum Mittrinken auffordern oder Konsum verharmlosen',
            ],
            ['Alte Orte und Rituale', 'die Stammkneipe, der Feierabend auf dem Sofa, das Fußballspiel'],
            ['Körperliche Belastung', 'Schlafmangel, Schmerzen, Erschöpfung'],
            ['Krisen', 'Trennung, Jobverlust, Todesfall, Geldsorgen'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Schreiben Sie Ihre fünf wichtigsten Risikosituationen auf und überlegen Sie für jede, wie Sie sie vermeiden oder bewältigen können. Manche Situationen lassen sich umgehen, andere nicht – dann brauchen Sie einen Plan, wie Sie sich darin verhalten.',
        },
      ],
    },
    {
      id: 'prevention-warnsignale',
      title: 'Warnsignale',
      keywords: ['warnsignale', 'frühwarnzeichen', 'gedanken', 'verhalten', 'selbstbeobachtung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Warnsignale zeigen, dass sich ein Rückfall anbahnen könnte, lange bevor Sie tatsächlich konsumieren. Wer sie kennt, kann früh gegensteuern. Sie betreffen Gedanken, Gefühle und Verhalten.',
        },
        {
          kind: 'list',
          items: [
            'Gedanken wie „Ein Glas kann doch nicht schaden“ oder „Ich habe mir das verdient“',
            'Sie denken häufiger an frühere Konsumsituationen und erinnern sich vor allem an die angenehmen Seiten',
            'Sie ziehen sich zurück, sagen Verabredungen ab oder verschweigen Dinge',
            'Sie vernachlässigen Dinge, die Ihnen guttun, etwa Sport, Schlaf oder Gespräche',
            'Sie werden gereizt, unruhig oder fühlen sich dauerhaft gestresst',
            'Sie suchen Orte oder Menschen auf, die mit Ihrem früheren Konsum verbunden sind',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Bitten Sie eine Vertrauensperson, Sie auf Veränderungen anzusprechen. Andere bemerken Warnsignale oft früher als man selbst.',
        },
      ],
    },
    {
      id: 'prevention-ihr-personlicher-notfallplan',
      title: 'Ihr persönlicher Notfallplan',
      keywords: ['notfallplan', 'notfall', 'plan', 'kontakte', 'strategien'],
      body: [
        {
          kind: 'paragraph',
          text: 'Ein Notfallplan legt fest, was Sie tun, wenn es kritisch wird. In einem Moment mit starkem Suchtdruck fällt klares Denken schwer. Deshalb sollte der Plan vorher schriftlich feststehen und griffbereit sein, etwa als Notiz im Handy oder als Karte im Portemonnaie.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Erkennen: Ich merke, dass ich in einer Risikosituation bin oder Warnsignale zeige.',
            'Stopp: Ich unterbreche die Situation und verlasse, wenn nötig, den Ort.',
            'Anrufen: Ich melde mich bei einer Person von meiner Kontaktliste.',
            'Ablenken: Ich tue etwas, das mir erfahrungsgemäß hilft, zum Beispiel Bewegung, Duschen, Musik oder Essen.',
            'Nachdenken: Wenn der Druck nachgelassen hat, schreibe ich auf, was ihn ausgelöst hat.',
          ],
        },
        {
          kind: 'table',
          caption: 'Vorlage für Ihre Notfallkarte',
          head: ['Was', 'Meine Angaben'],
          rows: [
            ['Meine drei wichtigsten Warnsignale', ''],
            ['Personen, die ich jederzeit anrufen kann', ''],
            ['Was mir in kurzer Zeit hilft', ''],
            ['Beratungsstelle oder Therapeut mit Telefonnummer', ''],
            ['Mein wichtigster Grund, nüchtern zu bleiben', ''],
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Die Telefonseelsorge ist rund um die Uhr kostenlos erreichbar unter 0800 111 0 111 und 0800 111 0 222. In akuten Notfällen wählen Sie 112.',
        },
      ],
    },
    {
      id: 'prevention-unterstutzungsnetzwerk',
      title: 'Unterstützungsnetzwerk',
      keywords: ['unterstützung', 'selbsthilfegruppe', 'suchtberatung', 'familie', 'freunde'],
      body: [
        {
          kind: 'paragraph',
          text: 'Niemand muss eine Veränderung allein tragen. Ein gutes Netzwerk gibt Ihnen Halt, Rückmeldung und Hilfe in schwierigen Momenten. Es besteht idealerweise aus privaten und aus fachlichen Kontakten.',
        },
        {
          kind: 'list',
          items: [
            'Familie, Partnerin oder Partner und Freunde, die Ihre Veränderung unterstützen',
            'Selbsthilfegruppen, etwa die Anonymen Alkoholiker oder andere Gruppen vor Ort und online',
            'Suchtberatungsstellen, zum Beispiel bei Wohlfahrtsverbänden oder Gesundheitsämtern',
            'Ihre Hausärztin oder Ihr Hausarzt sowie bei Bedarf eine Psychotherapie',
            'Verkehrspsychologische Beratung zur Vorbereitung auf die MPU',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Überprüfen Sie auch Ihr Umfeld kritisch: Gibt es Menschen, mit denen Sie vor allem konsumiert haben? Sie müssen nicht jeden Kontakt abbrechen, aber Sie sollten wissen, welche Begegnungen Ihnen schaden und wie Sie damit umgehen. Im MPU-Gespräch ist es ein gutes Zeichen, wenn Sie konkret benennen können, wer Sie unterstützt und wie.',
        },
      ],
    },
    {
      id: 'prevention-umgang-mit-suchtdruck-und-stress',
      title: 'Umgang mit Suchtdruck und Stress',
      keywords: ['suchtdruck', 'craving', 'verlangen', 'stress', 'entspannung', 'bewältigung'],
      body: [
        {
          kind: 'paragraph',
          text: 'Suchtdruck, also ein starkes Verlangen nach der Substanz, ist auch nach längerer Abstinenz normal. Wichtig zu wissen: Er steigt an, erreicht einen Höhepunkt und klingt wieder ab, auch wenn Sie nicht nachgeben – oft schneller, als man in diesem Moment glaubt. Jedes Mal, wenn Sie ihn aushalten, wird er schwächer.',
        },
        {
          kind: 'list',
          items: [
            'Aufschieben: Sagen Sie sich „Nicht jetzt, ich warte eine halbe Stunde“.',
            'Ablenken: Bewegung, ein Telefonat, Kochen oder eine Aufgabe mit den Händen.',
            'Umdenken: Denken Sie den Konsum zu Ende – nicht nur an den ersten Schluck, sondern an den nächsten Morgen und an die Folgen.',
            'Beruhigen: Langsames Ausatmen, etwa vier Sekunden ein und sechs Sekunden aus, senkt die Anspannung.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Da Stress einer der häufigsten Auslöser ist, lohnt es sich, ihn langfristig zu verringern: ausreichend Schlaf, regelmäßige Bewegung, feste Mahlzeiten, Pausen im Alltag und klare Grenzen bei der Arbeit. Eine einfache Prüffrage im Alltag lautet: Bin ich gerade hungrig, wütend, einsam oder müde? Jeder dieser Zustände macht anfälliger.',
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Führen Sie einige Wochen lang ein kurzes Tagebuch: Wann trat Verlangen auf, wie stark war es, und was hat geholfen? So lernen Sie Ihre Muster kennen und können im MPU-Gespräch aus eigener Erfahrung berichten.',
        },
      ],
    },
    {
      id: 'prevention-was-ein-ruckfall-bedeutet-und-was-zu-tun-ist',
      title: 'Was ein Rückfall bedeutet und was zu tun ist',
      keywords: ['rückfall', 'ausrutscher', 'scham', 'hilfe', 'abstinenznachweis'],
      body: [
        {
          kind: 'paragraph',
          text: 'Ein Rückfall ist kein Beweis dafür, dass alles umsonst war. Viele Menschen, die ihr Leben dauerhaft verändert haben, hatten zwischendurch Rückschläge. Entscheidend ist, wie Sie damit umgehen: Ein einmaliger Ausrutscher, der offen angesprochen und ausgewertet wird, ist etwas anderes als ein Rückfall in alte Muster, der verschwiegen wird.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Sofort aufhören und sich in Sicherheit bringen. Fahren Sie auf keinen Fall Auto.',
            'Sich jemandem anvertrauen: einer Vertrauensperson, der Selbsthilfegruppe oder Ihrer Beratungsstelle.',
            'Nicht in Scham versinken. Gedanken wie „Jetzt ist es eh egal“ führen oft erst in den eigentlichen Rückfall.',
            'Auswerten: Welche Situation, welche Gefühle und welche Warnsignale gingen voraus?',
            'Den Notfallplan anpassen und bei Bedarf mehr Unterstützung suchen.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Folgen für Abstinenznachweise',
          text: 'Wenn Sie an einem Abstinenzprogramm teilnehmen, führt ein positiver Befund in der Regel dazu, dass der Nachweis neu begonnen werden muss. Versuchen Sie nicht, das zu verbergen. Besprechen Sie mit Ihrer Beratung, wie es weitergeht – auch ein späterer MPU-Termin kann die bessere Entscheidung sein.',
        },
      ],
    },
    {
      id: 'prevention-langfristige-stabilitat',
      title: 'Langfristige Stabilität',
      keywords: ['stabilität', 'langfristig', 'lebensstil', 'ziele', 'zufriedenheit'],
      body: [
        {
          kind: 'paragraph',
          text: 'Dauerhaft stabil bleibt eine Veränderung vor allem dann, wenn das neue Leben zufriedener macht als das alte. Wer nur verzichtet, ohne etwas Neues aufzubauen, spürt die Lücke. Überlegen Sie deshalb, was den Platz des Konsums eingenommen hat oder einnehmen kann: Sport, Familie, ein Hobby, neue Freundschaften, berufliche Ziele.',
        },
        {
          kind: 'list',
          items: [
            'Feste Routinen im Alltag, die Ihnen Halt geben',
            'Regelmäßige Selbstprüfung, etwa einmal im Monat: Wie geht es mir, gibt es Warnsignale?',
            'Weiterhin Kontakt zu Ihrem Unterstützungsnetzwerk, auch wenn es gerade gut läuft',
            'Realistische Ziele, die Ihnen zeigen, was Sie schon erreicht haben',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Auch nach einem positiven Gutachten bleibt Rückfallprävention wichtig. Die MPU ist nicht das Ziel, sondern ein Zwischenschritt. Wer seine Strategien beibehält, schützt nicht nur seinen Führerschein, sondern vor allem seine Gesundheit und die Menschen, die ihm wichtig sind.',
        },
        { kind: 'link', to: '/coach', label: 'Rückfallstrategien mit dem MPU-Coach besprechen' },
      ],
    },
  ],
  hasAudio: false,
};

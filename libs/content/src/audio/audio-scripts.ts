// Spoken summaries for the audio player (spec 2 §2 "Audio player (article pages)"): one for the /info overview and
// one per article with `hasAudio: true`. Written for listening — short sentences, no lists or tables, "Sie".
// `tools/content/generate-audio.mjs` turns them into apps/web/public/audio/<key>.ogg.
// Deliberately not exported from the package entry (libs/content/src/index.ts): the summaries of premium articles
// must not end up in the web bundle; only build tools import this file, by path.
import type { InfoTopic } from '../content.types';

/** The topics whose article page has an audio summary (spec 2 §2: seven files). */
export const AUDIO_TOPICS = [
  'general',
  'organization',
  'consulting',
  'addiction',
  'assessment',
  'assessment-alcohol-drugs',
  'psychological',
] as const satisfies readonly InfoTopic[];
type AudioTopic = (typeof AUDIO_TOPICS)[number];

/** 'info' is the /info overview; every other key is an article topic. */
export type AudioKey = 'info' | AudioTopic;

export interface AudioScript {
  /** Shown by the player and stored in the manifest. */
  title: string;
  /** Plain German text, paragraphs separated by a blank line. */
  text: string;
}

/** Joins paragraphs with a blank line (the speech engines pause a little longer there). */
function spoken(...paragraphs: string[]): string {
  return paragraphs.map((paragraph) => paragraph.replace(/\s+/g, ' ').trim()).join('\n\n');
}

export const AUDIO_SCRIPTS: Record<AudioKey, AudioScript> = {
  info: {
    title: 'MPU Grundlagen im Überblick',
    text: spoken(
      `Willkommen in den MPU Grundlagen. Hier finden Sie Wissen rund um die medizinisch-psychologische
       Untersuchung, kurz MPU. Sie können die Artikel der Reihe nach lesen. Sie können aber auch gezielt nach
       einem Thema suchen.`,
      `Drei Themen sind für alle frei zugänglich. Die allgemeine Einführung erklärt, was die MPU ist, wer sie
       machen muss und wie sie abläuft. Der Artikel „In 8 Schritten zum Führerschein“ zeigt den Weg vom Entzug
       der Fahrerlaubnis bis zur Entscheidung der Behörde. Und im Artikel zu den Kosten erfahren Sie, womit Sie
       rechnen sollten.`,
      `Die weiteren Themen gehören zum Premium-Bereich. Sie erklären das psychologische Gespräch, das Herzstück
       der MPU. Sie zeigen, woran Sie eine seriöse Vorbereitung erkennen. Sie beschreiben, wann aus Gewohnheit
       ein Problem oder eine Abhängigkeit wird. Und sie führen in die Hypothesen und Beurteilungskriterien ein,
       nach denen die Gutachter urteilen. Dazu kommen Artikel über Abstinenznachweise, Rückfallprävention,
       praktische Übungen und die Leistungstests am Computer.`,
      `Mit der Suche finden Sie Begriffe wie Abstinenz oder Sperrfrist direkt im passenden Abschnitt. Zu vielen
       Artikeln gibt es außerdem eine kurze Zusammenfassung zum Anhören.`,
      `Noch ein wichtiger Hinweis. Die Artikel dienen Ihrer Orientierung. Sie ersetzen keine Rechtsberatung und
       keine Diagnose. Regeln können sich ändern, und die Fahrerlaubnisbehörde entscheidet immer im Einzelfall.
       Niemand kann Ihnen versprechen, dass Sie die MPU bestehen. Wer sich aber früh informiert und sich ehrlich
       mit der eigenen Geschichte beschäftigt, verbessert seine Chancen deutlich.`,
    ),
  },

  general: {
    title: 'Allgemeine Einführung in die MPU',
    text: spoken(
      `Diese Zusammenfassung gibt Ihnen einen ersten Überblick über die MPU. MPU steht für
       medizinisch-psychologische Untersuchung. Dabei wird geprüft, ob von Ihnen in Zukunft mit hoher
       Wahrscheinlichkeit keine Gefahr mehr im Straßenverkehr ausgeht. Die MPU ist keine Strafe und kein
       Intelligenztest. Angeordnet wird sie von der Fahrerlaubnisbehörde, wenn diese Zweifel an Ihrer
       Fahreignung hat.`,
      `Typische Anlässe sind Alkohol am Steuer mit 1,6 Promille oder mehr, auch auf dem Fahrrad. Dazu kommen
       Drogenkonsum, wiederholte Verstöße unter Alkohol, viele Punkte im Fahreignungsregister oder erhebliche
       Straftaten.`,
      `Die Untersuchung findet an einem Tag in einer amtlich anerkannten Begutachtungsstelle statt. Sie füllen
       Fragebögen aus, werden ärztlich untersucht und machen Leistungstests am Computer. Das Herzstück ist das
       psychologische Gespräch. Es dauert meist 45 bis 60 Minuten. Die Gutachter wollen wissen, ob Sie die
       Ursachen Ihres früheren Verhaltens verstanden haben. Und ob Ihre Veränderung nachweisbar und stabil ist.`,
      `Am Ende steht ein Gutachten. Es kann positiv sein, einen Kurs empfehlen oder negativ ausfallen. Das
       Gutachten erhalten zunächst Sie selbst. Sie entscheiden, ob Sie es bei der Behörde einreichen. Über Ihren
       Führerschein entscheidet dann die Behörde.`,
      `Nach häufig genannten Schätzungen gelingt die MPU ohne Vorbereitung nur etwa 30 bis 40 Prozent der
       Menschen, mit gründlicher Vorbereitung bis zu 90 Prozent. Amtliche Zahlen sind das nicht. Vorbereitung
       heißt auch nicht, Antworten auswendig zu lernen. Es geht darum, sich selbst zu verstehen und eine echte
       Veränderung zu zeigen. Ein Bestehen kann Ihnen niemand versprechen. Gute Vorbereitung erhöht Ihre
       Chancen aber deutlich.`,
    ),
  },

  organization: {
    title: 'In 8 Schritten zum Führerschein',
    text: spoken(
      `Der Weg zurück zum Führerschein lässt sich in acht Schritte gliedern. Wenn Sie die Reihenfolge kennen,
       können Sie besser planen.`,
      `Schritt eins ist der Entzug der Fahrerlaubnis. Anders als nach einem Fahrverbot ist die Fahrerlaubnis
       dann erloschen. Sie müssen sie neu beantragen. Bewahren Sie alle Schreiben gut auf.`,
      `Schritt zwei ist die Akteneinsicht. Die Gutachter kennen Ihre Akte, also sollten auch Sie sie kennen.
       Widersprüche zur Akte wirken im Gespräch schnell unglaubwürdig.`,
      `Schritt drei ist die Sperrfrist. Sie liegt meist zwischen sechs Monaten und fünf Jahren. Nutzen Sie diese
       Zeit zur Vorbereitung. Abstinenznachweise dauern bei Alkohol meist sechs bis zwölf Monate, bei Drogen
       meist zwölf bis fünfzehn Monate. Beginnen Sie deshalb früh, und zwar in einem anerkannten Programm.`,
      `Schritt vier ist der Antrag auf Neuerteilung bei der Fahrerlaubnisbehörde. Die Behörde teilt Ihnen mit,
       ob sie ein Gutachten verlangt und welche Fragen es beantworten soll.`,
      `Schritt fünf ist das Sammeln von Nachweisen. Dazu gehören Urinscreenings oder Haaranalysen und
       Bescheinigungen über Beratung oder Therapie.`,
      `Schritt sechs ist die MPU selbst. Bis zum Termin vergehen oft vier bis acht Wochen. Schlafen Sie vorher
       gut und nehmen Sie alle Nachweise mit.`,
      `Schritt sieben ist das Gutachten. Es geht zuerst an Sie. Ein negatives Gutachten müssen Sie nicht
       einreichen. Achten Sie aber auf die Frist der Behörde.`,
      `Schritt acht ist die Entscheidung der Behörde. Manchmal wird die Fahrerlaubnis mit Auflagen erteilt.
       Behalten Sie Ihre Veränderung bei, auch wenn niemand mehr kontrolliert.`,
      `Dieser Überblick ersetzt keine Rechtsberatung. Maßgeblich sind die Schreiben von Gericht und Behörde.`,
    ),
  },

  consulting: {
    title: 'Professionelle MPU Vorbereitung',
    text: spoken(
      `In der MPU wird kein Wissen abgefragt. Die Gutachter wollen verstehen, wie es zu Ihrem Fehlverhalten kam
       und was Sie seitdem verändert haben. Das lernt man nicht kurzfristig auswendig. Eine gute Vorbereitung
       hilft Ihnen, Ihre Geschichte zu verstehen und in eigenen Worten zu erzählen.`,
      `Der Markt für MPU-Vorbereitung ist groß. Die Bezeichnung MPU-Berater ist nicht geschützt. Achten Sie
       deshalb auf eine echte Qualifikation, etwa ein Psychologiestudium mit verkehrspsychologischer
       Zusatzqualifikation. Ein seriöser Anbieter sieht sich zuerst Ihre Akte und die Fragestellung der Behörde
       an. Er schätzt Ihren Fall ehrlich ein und nennt seine Preise vorher schriftlich.`,
      `Hellhörig sollten Sie werden, wenn Ihnen jemand das Bestehen garantiert. Niemand kann das Ergebnis einer
       unabhängigen Begutachtung garantieren. Auch Zeitdruck, fertige Antworten zum Auswendiglernen, hohe
       Vorkasse oder angebliche Kontakte zu Gutachtern sind Warnsignale. Dasselbe gilt für das Versprechen, man
       könne die MPU umgehen.`,
      `Nicht jeder Fall braucht viele bezahlte Stunden. Bei überschaubaren Fällen kann Selbstvorbereitung
       reichen. Professionelle Beratung kostet etwa 100 bis 140 Euro pro Stunde. Sie ist besonders ratsam, wenn
       eine Abhängigkeit im Raum steht, bei Drogen oder nach einem negativen Gutachten. Oft ist eine Kombination
       am sinnvollsten.`,
      `Der Coach dieser App hilft Ihnen beim Einstieg, beim Üben und bei der Selbstreflexion. Er ist aber eine
       künstliche Intelligenz. Er kennt Ihre Akte nicht und ersetzt keine fachliche Einschätzung Ihres
       Einzelfalls.`,
      `Nutzen Sie ein Erstgespräch, um Ihre Fragen zu stellen. Eine gute Vorbereitung verbessert Ihre Chancen.
       Eine Garantie für das Bestehen gibt es aber nicht.`,
    ),
  },

  addiction: {
    title: 'Sucht & Substanzmissbrauch',
    text: spoken(
      `Wer wegen Alkohol oder Drogen zur MPU muss, steht vor einer unangenehmen Frage. Hatte ich ein Problem mit
       dem Konsum, und wie groß war es? Genau diese Frage steht im Mittelpunkt der Begutachtung.`,
      `Fachleute unterscheiden grob drei Stufen. Risikoarmer Konsum ist selten und bleibt ohne Folgen. Beim
       riskanten oder schädlichen Gebrauch werden die Mengen größer, und es zeigen sich erste Folgen. Bei einer
       Abhängigkeit bestimmt der Konsum zunehmend das Leben. Die Übergänge sind fließend.`,
      `Kaum jemand konsumiert ohne Grund. Typische Motive sind Geselligkeit, Stressabbau, Gewohnheit oder der
       Versuch, schwierige Gefühle zu dämpfen. Fragen Sie sich ehrlich, was Ihnen der Konsum gegeben hat. Das
       ist ein wichtiger Teil der Ursachenanalyse.`,
      `Mischkonsum, also mehrere Substanzen zusammen, verstärkt die Wirkungen oft gefährlich. In der MPU gilt er
       als ernstes Signal.`,
      `Nach dem Diagnosesystem ICD-10 liegt eine Abhängigkeit vor, wenn mindestens drei von sechs Kriterien
       innerhalb von zwölf Monaten erfüllt waren. Dazu gehören starkes Verlangen, Kontrollverlust,
       Entzugserscheinungen und Toleranz.`,
      `Alkohol wirkt schon in kleinen Mengen. Der Körper baut ihn nur langsam ab, etwa 0,15 Promille pro Stunde.
       Kaffee oder Schlaf beschleunigen das nicht. Wer mit 1,6 Promille noch fahren kann, ist in der Regel stark
       an Alkohol gewöhnt.`,
      `Viele Probleme beginnen mit einer Gewohnheit. Erkennen Sie Ihre Auslöser und ersetzen Sie alte Rituale
       durch neue. Das braucht Monate.`,
      `Dieser Überblick ersetzt keine Diagnose. Wenn Sie eine Abhängigkeit befürchten, wenden Sie sich an eine
       Suchtberatungsstelle oder Ihre Hausarztpraxis. Ein plötzlicher Entzug kann bei starkem Alkoholkonsum
       gefährlich sein.`,
    ),
  },

  assessment: {
    title: 'Hypothesen und Beurteilungskriterien',
    text: spoken(
      `Viele Menschen befürchten, dass das Ergebnis der MPU von der Laune der Gutachter abhängt. Tatsächlich
       arbeiten die Begutachtungsstellen nach einem gemeinsamen Leitfaden, den Beurteilungskriterien. Sie sorgen
       dafür, dass vergleichbare Fälle nach vergleichbaren Maßstäben beurteilt werden.`,
      `Im Kern stehen sogenannte Hypothesen. Eine Hypothese beschreibt, wie ausgeprägt ein Problem war. Und sie
       beschreibt, was erfüllt sein muss, damit die Zweifel an Ihrer Fahreignung ausgeräumt werden können. Die
       A-Hypothesen betreffen Alkohol, die D-Hypothesen Drogen und die V-Hypothesen Verkehrsverstöße und
       Straftaten. Die Nummer eins beschreibt jeweils das schwerste Problem, die Nummer drei das leichteste.`,
      `Bei Alkohol steht A1 für eine Abhängigkeit. Erwartet werden dann eine suchttherapeutische Aufarbeitung und
       eine dauerhaft nachgewiesene Abstinenz. A2 steht für Missbrauch ohne Abhängigkeit. A3 steht für eine
       Gefährdung, bei der die Steuerung noch erhalten ist. Bei Drogen sind die Stufen ähnlich aufgebaut. Hier
       geht es aber fast immer um vollständigen Verzicht. Bei den V-Hypothesen geht es um die Frage, warum
       Regeln wiederholt missachtet wurden.`,
      `Warum sollten Sie Ihre Hypothese kennen? Weil sie bestimmt, was von Ihnen erwartet wird. Wer sich auf eine
       zu leichte Hypothese vorbereitet, hat womöglich zu kurz verzichtet oder keine Nachweise gesammelt. Das
       lässt sich am Tag der MPU nicht mehr nachholen. Im Zweifel bereiten Sie sich besser auf die strengere
       Hypothese vor.`,
      `Der Hypothesen-Navigator der App hilft bei einer ersten Einordnung. Der Abstinenzrechner schätzt, wie
       lange Sie Nachweise brauchen. Beides ist eine Orientierung. Die endgültige Einordnung nehmen die
       Gutachter vor, und die Behörde entscheidet im Einzelfall.`,
    ),
  },

  'assessment-alcohol-drugs': {
    title: 'Hypothesen bei Alkohol und Drogen',
    text: spoken(
      `Dieser Artikel vertieft die Hypothesen für Alkohol und Drogen. Alle folgen derselben Logik. Je schwerer
       das frühere Problem war, desto umfassender und länger muss die Veränderung sein.`,
      `A1 bedeutet Alkoholabhängigkeit. Erwartet werden in der Regel eine Entwöhnungsbehandlung oder eine
       vergleichbare Aufarbeitung und danach dauerhafter Verzicht. Die Abstinenz muss lückenlos nachgewiesen
       werden, meist mindestens zwölf Monate lang.`,
      `A2 bedeutet Missbrauch ohne Abhängigkeit, aber mit fehlender Kontrolle über das Trinken. Meist wird ein
       stabiler Verzicht mit Nachweisen erwartet. Wer auf Nummer sicher gehen will, plant zwölf Monate ein.`,
      `A3 beschreibt riskantes Trinken, bei dem die Steuerung erhalten ist. Sie müssen Ihr Trinkverhalten deutlich ändern und Trinken und Fahren sicher trennen.`,
      `D1 bedeutet Drogenabhängigkeit. Erwartet werden eine suchttherapeutische Aufarbeitung und mindestens zwölf
       Monate nachgewiesene Abstinenz. Bei harten Drogen rechnet der Abstinenzrechner mit fünfzehn Monaten. Mehr
       Alkohol statt Drogen gilt als Suchtverlagerung.`,
      `D2 bedeutet fortgeschrittenen Konsum ohne Abhängigkeit. Erwartet wird ein stabiler Verzicht, belegt durch
       Urin- oder Haaranalysen.`,
      `D3 betrifft Probierkonsum oder gelegentlichen Cannabiskonsum. Hier zählen eine glaubhafte Beendigung oder
       ein sicheres Trennen von Konsum und Fahren.`,
      `Bei Mischkonsum gelten die Anforderungen für alle beteiligten Substanzen. Wenn Sie zwischen zwei
       Hypothesen schwanken, richten Sie sich nach der strengeren. Zu lange Abstinenz schadet nicht, zu kurze
       kann das Gutachten kosten.`,
      `Die Zeiträume sind Orientierungswerte. Beginnen Sie Ihre Nachweise früh. Eine gute Vorbereitung erhöht
       Ihre Chancen. Ein positives Gutachten kann Ihnen aber niemand garantieren.`,
    ),
  },

  psychological: {
    title: 'Das psychologische Gespräch',
    text: spoken(
      `Das psychologische Gespräch ist der Teil der MPU, der über das Ergebnis am meisten entscheidet. Ziel ist
       nicht, Sie bloßzustellen. Die Gutachterin oder der Gutachter soll eine Prognose abgeben. Ist zu erwarten,
       dass Sie künftig nicht mehr auffallen?`,
      `Dafür wird vor allem geprüft, ob Ihre Schilderung zur Akte passt. Ob Sie Verantwortung übernehmen. Ob Sie
       Ihr Verhalten konkret verändert haben. Und ob diese Veränderung stabil ist.`,
      `Das Gespräch dauert meist 45 bis 60 Minuten, manchmal bis zu 75 Minuten. Nachfragen sind normal und kein
       schlechtes Zeichen.`,
      `Fünf Bausteine kommen in fast jedem Gespräch vor. Erstens die Vorgeschichte und das Delikt. Ihre Angaben
       müssen zu den Werten in der Akte passen. Zweitens die Problemeinsicht. Es reicht nicht, die Fahrt einen
       Fehler zu nennen. Drittens die Ursachenanalyse. Welche Funktion hatte der Alkohol oder die Droge in Ihrem
       Leben? Viertens die Verhaltensänderung. Was machen Sie heute konkret anders, und wie belegen Sie das?
       Fünftens die Stabilität. Sie sollten Ihre Risikosituationen kennen und wissen, wie Sie dann reagieren.`,
      `Einige Fehler schaden fast immer. Dazu gehören Lügen, anderen die Schuld geben, auswendig gelernte
       Floskeln, Widersprüche zur Akte und Verharmlosen. Sprechen Sie lieber ehrlich und in eigenen Worten, mit
       Beispielen aus Ihrem Alltag.`,
      `Das Gespräch ist keine Prüfung mit richtigen und falschen Antworten. Eine Garantie für ein positives
       Gutachten gibt es nicht. Vorbereitung lohnt sich aber. Üben Sie das Gespräch unter realistischen
       Bedingungen, zum Beispiel im MPU-Simulator.`,
    ),
  },
};

/** Words as the spec counts them (whitespace-separated). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

import type { SimulationReport, TranscriptTurn } from '@mpu/contracts';
import { buildRuleBasedReport } from './build-report';
import { trimQuote } from './quotes';

const turns = (...messages: string[]): TranscriptTurn[] =>
  messages.map((message) => ({ message, response: 'Danke. Nächste Frage …' }));

const score = (report: SimulationReport, criterion: string) =>
  report.criteria.find((entry) => entry.criterion === criterion)?.score ?? -1;

function expectQuotesFromAnswers(report: SimulationReport, history: TranscriptTurn[]) {
  for (const entry of report.criteria) {
    expect(entry.quotes.length).toBeLessThanOrEqual(3);
    for (const quote of entry.quotes) {
      expect(quote.length).toBeLessThanOrEqual(160);
      const core = quote.replace(/…$/, '');
      expect(history.some((turn) => turn.message.includes(core))).toBe(true);
    }
  }
}

const insightful = turns(
  'An dem Abend habe ich vier Bier getrunken und bin trotzdem nach Hause gefahren. Das war mein Fehler, ich habe andere Menschen gefährdet.',
  'Ich habe meinen Konsum jahrelang verharmlost und mir eingeredet, dass ich noch fahren kann.',
  'Seit März 2023 bin ich abstinent und lasse das mit Haaranalysen belegen, bisher vier Abstinenznachweise.',
  'Ich war zwölf Sitzungen in einer Suchtberatung und gehe seit zwei Jahren in eine Selbsthilfegruppe.',
  'Wenn mir auf einer Feier Alkohol angeboten wird, sage ich klar nein und bestelle ein alkoholfreies Getränk.',
  'Mein Notfallplan: Wenn ich merke, dass der Druck steigt, rufe ich meinen Bruder oder meinen Sponsor an.',
  'Es waren an dem Abend die vier Bier, die Kontrolle ergab 1,3 Promille.',
);

describe('buildRuleBasedReport', () => {
  it('rates an insightful, concrete and consistent transcript positive, quoting the answers', () => {
    const report = buildRuleBasedReport({ mode: 'simulator', history: insightful });
    expect(report.verdict).toBe('positive');
    for (const entry of report.criteria) {
      expect(entry.score).toBeGreaterThanOrEqual(6);
      expect(entry.quotes.length).toBeGreaterThan(0);
    }
    expect(score(report, 'problemInsight')).toBeGreaterThanOrEqual(8);
    expect(score(report, 'consistency')).toBe(10);
    expect(report.criteria.map((entry) => entry.label)).toEqual([
      'Problemeinsicht',
      'Verhaltensänderung',
      'Stabilität und Rückfallprävention',
      'Widerspruchsfreiheit',
    ]);
    expect(report.summary).toContain('eine Einschätzung der Übung, keine Vorhersage des echten Gutachtens');
    expect(report.practice).toHaveLength(3);
    expectQuotesFromAnswers(report, insightful);
  });

  it('rates an externalising, vague transcript negative', () => {
    const history = turns(
      'Das war einfach Pech, die Polizei stand da zufällig.',
      'Es war doch nur ein Bier, das ist nicht so schlimm. Jeder macht das.',
      'Ich habe mich total geändert.',
      'Das passiert mir nicht mehr, das schaffe ich schon.',
      'Keine Ahnung.',
    );
    const report = buildRuleBasedReport({ mode: 'simulator', history });
    expect(report.verdict).toBe('negative');
    expect(score(report, 'problemInsight')).toBeLessThanOrEqual(2);
    expect(score(report, 'behaviourChange')).toBeLessThanOrEqual(3);
    expect(score(report, 'stability')).toBeLessThanOrEqual(3);
    const insight = report.criteria.find((entry) => entry.criterion === 'problemInsight');
    expect(insight?.quotes).toContain('Das war einfach Pech, die Polizei stand da zufällig.');
    expect(report.summary).toContain('keine Vorhersage des echten Gutachtens');
    expect(report.summary).not.toMatch(/bestehst|bestanden/);
    expect(report.practice).toHaveLength(3);
    expect(report.practice).toContain(
      "Formuliere in zwei Sätzen, was du an dem Abend selbst falsch gemacht hast – ohne 'aber'.",
    );
    expectQuotesFromAnswers(report, history);
  });

  it('lowers consistency for two different drink counts and quotes both', () => {
    const history = [
      ...insightful.slice(0, 6),
      ...turns('An dem Abend waren es sechs Bier, glaube ich, nicht vier.'),
    ];
    const report = buildRuleBasedReport({ mode: 'simulator', history });
    const consistency = report.criteria.find((entry) => entry.criterion === 'consistency');
    expect(consistency?.score).toBeLessThanOrEqual(5);
    expect(consistency?.quotes).toEqual(
      expect.arrayContaining([
        'An dem Abend habe ich vier Bier getrunken und bin trotzdem nach Hause gefahren.',
        'An dem Abend waren es sechs Bier, glaube ich, nicht vier.',
      ]),
    );
    expect(report.verdict).toBe('negative');
    expectQuotesFromAnswers(report, history);
  });

  it('flags an abstinence claim contradicted by recent drinking', () => {
    const history = turns(
      'Ich bin seit Januar 2023 abstinent.',
      'Ich habe meinen Konsum verharmlost, das war mein Fehler.',
      'Letzte Woche habe ich auf der Hochzeit nur ein Glas Sekt getrunken.',
    );
    const report = buildRuleBasedReport({ mode: 'simulator', history });
    expect(score(report, 'consistency')).toBeLessThanOrEqual(6);
  });

  it('uses traffic wording in traffic mode', () => {
    const history = turns(
      'Ich bin viel zu schnell gefahren, das war mein Fehler.',
      'Ich habe die Regeln lange unterschätzt.',
      'Ich hatte 8 Punkte in Flensburg.',
    );
    const report = buildRuleBasedReport({ mode: 'traffic-simulator', history });
    expect(report.practice.join(' ')).not.toMatch(/Alkohol|Promille/);
    expect(report.summary).toContain('Verkehrsverstöße');
  });

  it('returns a negative "too little" report for fewer than three answers', () => {
    for (const history of [[], turns('Ich habe vier Bier getrunken.', 'Weiß nicht.')]) {
      const report = buildRuleBasedReport({ mode: 'simulator', history });
      expect(report.verdict).toBe('negative');
      expect(report.summary).toMatch(/zu wenig/);
      expect(report.practice).toHaveLength(3);
      expect(report.practice.join(' ')).toMatch(/Fragen/);
      expect(report.criteria).toHaveLength(4);
      expectQuotesFromAnswers(report, history);
    }
  });

  it('is deterministic', () => {
    const a = buildRuleBasedReport({ mode: 'simulator', history: insightful });
    const b = buildRuleBasedReport({ mode: 'simulator', history: insightful });
    expect(a).toEqual(b);
  });
});

describe('trimQuote', () => {
  it('keeps short text and trims long text at a word boundary with …', () => {
    expect(trimQuote('  kurz  ')).toBe('kurz');
    const long = 'Wort '.repeat(50).trim();
    const trimmed = trimQuote(long);
    expect(trimmed.length).toBeLessThanOrEqual(160);
    expect(trimmed.endsWith('Wort…')).toBe(true);
    expect(long.startsWith(trimmed.slice(0, -1))).toBe(true);
  });
});

import {
  CHAT_MODES,
  REPORT_CRITERIA,
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type SimulatorMode,
  type SimulatorType,
} from '@mpu/contracts';
import { COACH_TOPICS } from '../offline-interviewer/question-bank.coach';
import { TRAFFIC_COACH_TOPICS } from '../offline-interviewer/question-bank.traffic-coach';
import {
  COACH_PROMPT_TOPICS,
  NO_PROMISE_RULE,
  SIMULATION_REPORT_JSON_SCHEMA,
  TRAFFIC_COACH_PROMPT_TOPICS,
  reportPrompt,
  simulatorStages,
  systemPrompt,
  type JsonSchema,
} from './index';

const HELP_NUMBERS = ['0800 111 0 111', '0800 111 0 222', '112', '01806 313031'];

const SIMULATOR_MODES_WITH_TYPES: [SimulatorMode, SimulatorType[]][] = (
  ['simulator', 'traffic-simulator'] as const
).map((mode) => [mode, Object.keys(SIMULATOR_TYPE_LABELS[mode]) as SimulatorType[]]);

const ALL_COMBINATIONS: { mode: ChatMode; simulatorType?: SimulatorType }[] = [
  { mode: 'coach' },
  { mode: 'traffic-coach' },
  ...SIMULATOR_MODES_WITH_TYPES.flatMap(([mode, types]) =>
    types.map((simulatorType) => ({ mode, simulatorType })),
  ),
];

function expectInOrder(text: string, parts: readonly string[]): void {
  let last = -1;
  for (const part of parts) {
    const index = text.indexOf(part, last + 1);
    expect(index).toBeGreaterThan(last);
    last = index;
  }
}

describe('systemPrompt', () => {
  it('covers all chat modes and simulator types (5 alcohol/drugs, 4 traffic)', () => {
    expect(new Set(ALL_COMBINATIONS.map((combination) => combination.mode))).toEqual(new Set(CHAT_MODES));
    expect(ALL_COMBINATIONS).toHaveLength(2 + 5 + 4);
  });

  it.each(ALL_COMBINATIONS)('yields a German prompt for %o', (input) => {
    const prompt = systemPrompt(input);
    expect(prompt.length).toBeGreaterThan(500);
    expect(prompt).toContain('Deutsch');
  });

  it.each(ALL_COMBINATIONS)('contains the help numbers and the safety rules for %o', (input) => {
    const prompt = systemPrompt(input);
    for (const number of HELP_NUMBERS) expect(prompt).toContain(number);
    expect(prompt).toContain(NO_PROMISE_RULE);
    expect(prompt).toContain('Telefonseelsorge');
    expect(prompt).toContain('Sucht & Drogen Hotline');
    expect(prompt).toContain('Rechtsberatung');
    expect(prompt).toContain('Diagnose');
    expect(prompt).toContain('Aktenzeichen');
    expect(prompt).toContain('Systemprompt');
  });

  it('coach prompts list their topics in order and use "du"', () => {
    const coach = systemPrompt({ mode: 'coach' });
    const traffic = systemPrompt({ mode: 'traffic-coach' });
    expectInOrder(coach, [
      'Fragen zum Delikt',
      'Allgemeines Konsumverhalten',
      'Ursachen und Motive',
      'Veränderungen und aktuelles Leben',
      'Abstinenz und Rückfallprävention',
    ]);
    expectInOrder(traffic, [
      'Fragen zum Delikt',
      'Ursachen und Einstellung zu Regeln',
      'Veränderungen und aktuelles Leben',
      'Rückfallprävention',
    ]);
    for (const prompt of [coach, traffic]) {
      expect(prompt).toContain('mit „du“ an');
      expect(prompt).toContain('ein oder zwei Fragen');
      expect(prompt).toContain('Auswendiglernen');
      expect(prompt).not.toContain('mit „Sie“ an');
    }
    expect(traffic).not.toContain('Konsumverhalten');
  });

  it('coach topics match the offline interviewer topics', () => {
    expect(COACH_PROMPT_TOPICS.map((topic) => topic.title)).toEqual(COACH_TOPICS.map((topic) => topic.title));
    expect(TRAFFIC_COACH_PROMPT_TOPICS.map((topic) => topic.title)).toEqual(
      TRAFFIC_COACH_TOPICS.map((topic) => topic.title),
    );
  });

  it.each(SIMULATOR_MODES_WITH_TYPES)(
    '%s prompts ask one question per turn in "Sie" and differ per type',
    (mode, types) => {
      const prompts = types.map((simulatorType) => systemPrompt({ mode, simulatorType }));
      for (const [index, prompt] of prompts.entries()) {
        expect(prompt).toContain('genau eine Frage');
        expect(prompt).toContain('mit „Sie“ an');
        expect(prompt).not.toContain('mit „du“ an');
        expect(prompt).toContain('kein Lob');
        expect(prompt).toContain(SIMULATOR_TYPE_LABELS[mode][types[index]]);
        expectInOrder(
          prompt,
          simulatorStages(mode, types[index]).map((stage) => stage.title),
        );
      }
      expect(new Set(prompts).size).toBe(types.length);
    },
  );

  it('follows the offline interviewer flows', () => {
    expect(simulatorStages('simulator', 'type1')[0].title).toBe('Aktuelle Lebenssituation');
    expect(simulatorStages('simulator', 'type2')[0].title).toBe('Einzelheiten zum Tattag');
    expect(simulatorStages('simulator', 'type3')[0].title).toBe('Konsumgeschichte');
    expect(simulatorStages('simulator', 'type4')[0].title).toBe('Kritische Nachfragen');
    expect(simulatorStages('traffic-simulator', 'type1').map((stage) => stage.title)).toContain(
      'Fahrbiografie',
    );
  });

  it('falls back to the first type of a simulator when the type is missing or not offered', () => {
    expect(systemPrompt({ mode: 'simulator' })).toBe(
      systemPrompt({ mode: 'simulator', simulatorType: 'default' }),
    );
    expect(systemPrompt({ mode: 'traffic-simulator' })).toBe(
      systemPrompt({ mode: 'traffic-simulator', simulatorType: 'type1' }),
    );
    expect(systemPrompt({ mode: 'traffic-simulator', simulatorType: 'default' })).toBe(
      systemPrompt({ mode: 'traffic-simulator', simulatorType: 'type1' }),
    );
  });
});

describe('reportPrompt', () => {
  it.each(['simulator', 'traffic-simulator'] as const)('describes the JSON report for %s', (mode) => {
    const prompt = reportPrompt({ mode });
    for (const criterion of REPORT_CRITERIA) expect(prompt).toContain(criterion);
    for (const label of [
      'Problemeinsicht',
      'Verhaltensänderung',
      'Stabilität und Rückfallprävention',
      'Widerspruchsfreiheit',
    ]) {
      expect(prompt).toContain(label);
    }
    expect(prompt).toContain('ausschließlich mit einem JSON-Objekt');
    expect(prompt).toContain('nicht als Vorhersage des echten Gutachtens');
    expect(prompt).toContain('wörtliche');
    expect(prompt).toContain('genau drei');
    expect(prompt).toContain(NO_PROMISE_RULE);
    for (const number of HELP_NUMBERS) expect(prompt).toContain(number);
  });

  it('differs between the alcohol/drugs and the traffic simulator', () => {
    expect(reportPrompt({ mode: 'simulator' })).not.toBe(reportPrompt({ mode: 'traffic-simulator' }));
  });
});

describe('SIMULATION_REPORT_JSON_SCHEMA', () => {
  function strictViolations(node: JsonSchema, path: string): string[] {
    const problems: string[] = [];
    if (node.type === 'object') {
      if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties must be false`);
      const keys = Object.keys(node.properties ?? {});
      if (keys.length === 0) problems.push(`${path}: object without properties`);
      const required = [...(node.required ?? [])].sort();
      if (JSON.stringify(required) !== JSON.stringify([...keys].sort())) {
        problems.push(`${path}: every property must be required`);
      }
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      problems.push(...strictViolations(child, `${path}.${key}`));
    }
    if (node.items) problems.push(...strictViolations(node.items, `${path}[]`));
    if (node.type === undefined) problems.push(`${path}: missing type`);
    return problems;
  }

  it('is valid for OpenAI strict structured outputs', () => {
    expect(strictViolations(SIMULATION_REPORT_JSON_SCHEMA, '$')).toEqual([]);
  });

  it('matches SimulationReport', () => {
    const schema = SIMULATION_REPORT_JSON_SCHEMA;
    expect(schema.properties?.verdict.enum).toEqual(['positive', 'negative']);
    const criteria = schema.properties?.criteria;
    expect(criteria).toMatchObject({ type: 'array', minItems: 4, maxItems: 4 });
    expect(criteria?.items?.properties?.criterion.enum).toEqual([...REPORT_CRITERIA]);
    expect(criteria?.items?.properties?.label.enum).toEqual([
      'Problemeinsicht',
      'Verhaltensänderung',
      'Stabilität und Rückfallprävention',
      'Widerspruchsfreiheit',
    ]);
    expect(criteria?.items?.properties?.score).toMatchObject({ type: 'integer', minimum: 0, maximum: 10 });
    expect(criteria?.items?.properties?.quotes).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(schema.properties?.practice).toMatchObject({ type: 'array', minItems: 3, maxItems: 3 });
    expect(() => JSON.parse(JSON.stringify(schema))).not.toThrow();
  });
});

import * as contracts from '../index';
import { COMMON_MESSAGES } from './messages';
import { validate, type Schema } from './validation';

/** Every schema the contracts export: the gateway, the services and the web forms validate with these. */
const schemas: [string, Schema<unknown>][] = Object.entries(contracts as Record<string, unknown>)
  .filter(
    ([name, value]) =>
      name.endsWith('Schema') && typeof value === 'object' && value !== null && '_zod' in value,
  )
  .map(([name, value]) => [name, value as Schema<unknown>]);

/** zod's default texts are English ("Invalid input: expected boolean, received null", "Too small: …"). */
const ENGLISH = /\b(invalid|expected|received|too (small|big)|must|required|unrecognized|option)\b/i;

const HOSTILE_VALUES: unknown[] = [
  null,
  5,
  -1,
  3.5,
  true,
  'text',
  '',
  [],
  [1, 'a'],
  {},
  { nested: { deep: [null] } },
];

function hostileInputs(): unknown[] {
  const inputs: unknown[] = [...HOSTILE_VALUES];
  // Each field of the shapes we know of set to each hostile value.
  const fields = [
    'username',
    'password',
    'displayName',
    'message',
    'sessionId',
    'createNew',
    'continueLast',
    'previousSessionId',
    'simulatorType',
    'answers',
    'methods',
    'startDate',
    'appointments',
    'test',
    'items',
    'answersGiven',
  ];
  for (const field of fields) for (const value of HOSTILE_VALUES) inputs.push({ [field]: value });
  return inputs;
}

describe('validate', () => {
  it('covers the exported schemas', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(10);
  });

  it.each(schemas)('%s answers every bad input in German', (_name, schema) => {
    for (const input of hostileInputs()) {
      const result = validate(schema, input);
      if (result.ok) continue;
      expect({ input, message: result.message }).toEqual({
        input,
        message: expect.not.stringMatching(ENGLISH),
      });
      for (const message of Object.values(result.fieldErrors)) expect(message).not.toMatch(ENGLISH);
    }
  });

  it.each(schemas)('%s refuses NUL and lone surrogates in any text', (_name, schema) => {
    for (const bad of ['a\u0000b', 'a\ud800b']) {
      for (const input of [
        bad,
        { username: bad },
        { message: bad },
        { answers: { q1: bad } },
        { x: [{ y: bad }] },
      ]) {
        expect(validate(schema, input)).toMatchObject({ ok: false, message: COMMON_MESSAGES.unsafeText });
      }
    }
  });

  it('names the field in its German type message', () => {
    const result = validate(contracts.currentSessionBodySchema, { createNew: null });
    expect(result).toEqual({
      ok: false,
      message: 'Ungültiger Wert für „createNew“: erwartet ist Ja oder Nein (true/false).',
      fieldErrors: { createNew: 'Ungültiger Wert für „createNew“: erwartet ist Ja oder Nein (true/false).' },
    });
  });
});

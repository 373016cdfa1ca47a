import { COMMON_MESSAGES } from './common/messages';
import { validate, type Schema } from './common/validation';
import { REQUEST_SCHEMAS } from './request-schemas';
import { SUBJECTS } from './subjects';

const ENGLISH = /\b(invalid|expected|received|too (small|big)|must|required|unrecognized|option)\b/i;
const HOSTILE = [null, 5, true, 'text', '', [], {}, { nested: [null] }];
const FIELDS = [
  'userId',
  'mode',
  'sessionId',
  'message',
  'idempotencyKey',
  'streamSubject',
  'username',
  'password',
  'answers',
  'questionnaireId',
  'plan',
  'run',
];
const userId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const subjects = Object.values(SUBJECTS).flatMap((group) => Object.values(group));
const schemaOf = (subject: (typeof subjects)[number]): Schema<unknown> => REQUEST_SCHEMAS[subject];

describe('REQUEST_SCHEMAS', () => {
  it('has a schema for every subject', () => {
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual([...subjects].sort());
  });

  it.each(subjects)('%s answers every bad input in German', (subject) => {
    const schema = schemaOf(subject);
    const inputs: unknown[] = [...HOSTILE];
    for (const field of FIELDS) for (const value of HOSTILE) inputs.push({ userId, [field]: value });
    for (const input of inputs) {
      const result = validate(schema, input);
      if (!result.ok)
        expect({ input, message: result.message }).toEqual({
          input,
          message: expect.not.stringMatching(ENGLISH),
        });
    }
  });

  it.each(subjects)('%s refuses NUL in any text', (subject) => {
    expect(validate(schemaOf(subject), { userId, message: 'a\u0000b' })).toMatchObject({
      ok: false,
      message: COMMON_MESSAGES.unsafeText,
    });
  });

  it('refuses a user that is no uuid with the general message', () => {
    for (const subject of [
      SUBJECTS.billing.subscriptionStatus,
      SUBJECTS.feedback.getPlan,
      SUBJECTS.chat.send,
    ])
      expect(validate(REQUEST_SCHEMAS[subject], { userId: 'admin' })).toMatchObject({
        ok: false,
        message: COMMON_MESSAGES.invalidInput,
      });
  });

  it('checks the Idempotency-Key of the creating requests', () => {
    const questionnaire = { userId, username: 'anna', answers: {}, idempotencyKey: 'kurz' };
    expect(validate(REQUEST_SCHEMAS[SUBJECTS.feedback.submitQuestionnaire], questionnaire)).toMatchObject({
      ok: false,
      message: COMMON_MESSAGES.invalidIdempotencyKey,
    });
    expect(
      validate(REQUEST_SCHEMAS[SUBJECTS.feedback.submitQuestionnaire], {
        ...questionnaire,
        idempotencyKey: null,
      }),
    ).toMatchObject({ ok: true });
  });
});

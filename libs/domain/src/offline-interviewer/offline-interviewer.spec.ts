import {
  CHAT_MODES,
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type SimulatorType,
  type TranscriptTurn,
} from '@mpu/contracts';
import { resolveInterviewFlow } from './flows';
import { offlineInterviewerReply } from './offline-interviewer';

const FULL =
  'An dem Abend war ich auf einer Feier bei Freunden, habe über etwa fünf Stunden mehrere Bier getrunken und mich danach trotzdem ans Steuer gesetzt.';
const SHORT = 'Keine Ahnung.';

/** Every mode with each simulator type it offers (coaches: no type). */
interface Combination {
  mode: ChatMode;
  simulatorType?: SimulatorType;
}

const COMBINATIONS: Combination[] = CHAT_MODES.flatMap((mode): Combination[] =>
  mode === 'simulator' || mode === 'traffic-simulator'
    ? (Object.keys(SIMULATOR_TYPE_LABELS[mode]) as SimulatorType[]).map((simulatorType) => ({
        mode,
        simulatorType,
      }))
    : [{ mode }],
);

/** Plays a conversation and returns the transcript. */
function play(mode: ChatMode, messages: string[], simulatorType?: SimulatorType): TranscriptTurn[] {
  const history: TranscriptTurn[] = [];
  for (const message of messages) {
    history.push({ message, response: offlineInterviewerReply({ mode, simulatorType, history, message }) });
  }
  return history;
}

function lastResponse(history: TranscriptTurn[]): string {
  return history.at(-1)?.response ?? '';
}

function questionCount(mode: ChatMode, simulatorType?: SimulatorType): number {
  return resolveInterviewFlow(mode, simulatorType).stages.reduce((sum, s) => sum + s.questions.length, 0);
}

const DU = /\b(du|dich|dir|dein\w*)\b/i;
const SIE = /\b(Sie|Ihnen|Ihr\w*)\b/;

describe('question banks', () => {
  it.each(COMBINATIONS)(
    '$mode $simulatorType: questions and follow-ups are German questions in the right register',
    (c) => {
      const flow = resolveInterviewFlow(c.mode, c.simulatorType);
      expect(flow.stages.length).toBeGreaterThanOrEqual(4);
      for (const stage of flow.stages) {
        expect(stage.questions.length).toBeGreaterThanOrEqual(6);
        expect(stage.questions.length).toBeLessThanOrEqual(10);
        for (const text of [...stage.questions, ...stage.followUps]) {
          expect(text.trim()).toMatch(/^[A-ZÄÖÜ].*\?$/);
          expect(text.split('?')).toHaveLength(2);
          if (flow.register === 'du') {
            expect(text).toMatch(DU);
            expect(text).not.toMatch(/\b(Sie|Ihnen|Ihr|Ihre)\b/);
          } else {
            expect(text).toMatch(SIE);
            expect(text).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
          }
        }
      }
    },
  );

  it.each(COMBINATIONS)(
    '$mode $simulatorType: main questions are unique and never part of another text',
    (c) => {
      const flow = resolveInterviewFlow(c.mode, c.simulatorType);
      const questions = flow.stages.flatMap((s) => s.questions);
      const followUps = flow.stages.flatMap((s) => s.followUps);
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of questions) {
        for (const other of [...questions, ...followUps]) {
          if (other !== q) expect(other.includes(q)).toBe(false);
        }
      }
    },
  );
});

describe('offlineInterviewerReply', () => {
  it('opens with the first question of the flow when there is no history', () => {
    const reply = offlineInterviewerReply({ mode: 'coach', history: [], message: 'Hallo' });
    const first = resolveInterviewFlow('coach').stages[0]?.questions[0] ?? '';
    expect(reply).toContain('Fragen zum Delikt');
    expect(reply.endsWith(first)).toBe(true);
  });

  it.each(COMBINATIONS)('$mode $simulatorType: a short answer gets a follow-up on the same question', (c) => {
    const history = play(c.mode, ['Hallo'], c.simulatorType);
    const asked = lastResponse(history);
    const reply = offlineInterviewerReply({ ...c, history, message: SHORT });
    const flow = resolveInterviewFlow(c.mode, c.simulatorType);
    const stage = flow.stages[0];
    expect(stage?.questions.some((q) => reply.includes(q))).toBe(false);
    expect(asked).toContain(stage?.questions[0]);
    expect(reply.trim().endsWith('?')).toBe(true);
    // After the follow-up, a full answer continues with the second question of the same stage.
    const next = offlineInterviewerReply({
      ...c,
      history: [...history, { message: SHORT, response: reply }],
      message: FULL,
    });
    expect(next.endsWith(stage?.questions[1] ?? '-')).toBe(true);
  });

  it('moves on after a full answer and acknowledges it', () => {
    const coach = play('coach', ['Hallo', FULL]);
    expect(lastResponse(coach).endsWith(resolveInterviewFlow('coach').stages[0]?.questions[1] ?? '-')).toBe(
      true,
    );
    const sim = play('simulator', ['Guten Tag', FULL], 'default');
    const reply = lastResponse(sim);
    expect(reply.endsWith(resolveInterviewFlow('simulator', 'default').stages[0]?.questions[1] ?? '-')).toBe(
      true,
    );
    expect(reply.split('?')).toHaveLength(2);
  });

  it('gives a blaming answer a follow-up about the own part', () => {
    const history = play('simulator', ['Guten Tag'], 'default');
    const reply = offlineInterviewerReply({
      mode: 'simulator',
      simulatorType: 'default',
      history,
      message:
        'Die Polizei stand da nur, um abzukassieren. Das war reine Schikane und total unverhältnismäßig, wirklich.',
    });
    expect(reply).toContain('Anteil');
  });

  it('moves on after the follow-ups of a question are used up', () => {
    const history = play('coach', ['Hallo', SHORT, SHORT, SHORT]);
    expect(lastResponse(history)).toContain(resolveInterviewFlow('coach').stages[0]?.questions[1]);
    const typeE = play('simulator', ['Guten Tag', SHORT, SHORT, SHORT], 'type4');
    expect(lastResponse(typeE)).not.toContain(
      resolveInterviewFlow('simulator', 'type4').stages[0]?.questions[1],
    );
  });

  it.each([
    [
      'coach',
      [
        'Fragen zum Delikt',
        'Allgemeines Konsumverhalten',
        'Ursachen und Motive',
        'Veränderungen und aktuelles Leben',
        'Abstinenz und Rückfallprävention',
      ],
    ],
    [
      'traffic-coach',
      [
        'Fragen zum Delikt',
        'Ursachen und Einstellung zu Regeln',
        'Veränderungen und aktuelles Leben',
        'Rückfallprävention',
      ],
    ],
  ] as const)('%s announces the topics in order', (mode, titles) => {
    const history = play(mode, ['Hallo', ...Array<string>(questionCount(mode)).fill(FULL)]);
    const announced = history
      .map((t) => /Thema kommen: ([^.]+)\./.exec(t.response)?.[1])
      .filter((t): t is string => t !== undefined);
    expect(announced).toEqual(titles);
    expect(
      history.some((t) => t.response.includes(`Lass uns zum nächsten Thema kommen: ${titles[2]}.`)),
    ).toBe(true);
  });

  it('follows the stage order of each simulator type', () => {
    const ids = (mode: ChatMode, type: SimulatorType) =>
      resolveInterviewFlow(mode, type).stages.map((s) => s.id);
    expect(ids('simulator', 'default')).toEqual([
      'delikt',
      'konsum',
      'ursachen',
      'veraenderung',
      'aktuell',
      'zukunft',
    ]);
    expect(ids('simulator', 'type1')[0]).toBe('aktuell');
    expect(ids('simulator', 'type2')[0]).toBe('tatdetails');
    expect(ids('simulator', 'type3')[0]).toBe('konsum');
    expect(ids('simulator', 'type4')[0]).toBe('konfrontation');
    expect(ids('traffic-simulator', 'type2')[0]).toBe('aktuell');
  });

  it.each(['simulator', 'traffic-simulator'] as const)(
    '%s: each type starts with a different question',
    (mode) => {
      const types = Object.keys(SIMULATOR_TYPE_LABELS[mode]) as SimulatorType[];
      const firsts = types.map((simulatorType) =>
        offlineInterviewerReply({ mode, simulatorType, history: [], message: 'Guten Tag' }),
      );
      expect(new Set(firsts).size).toBe(types.length);
    },
  );

  it('is deterministic', () => {
    const run = () =>
      play('traffic-simulator', ['Hallo', FULL, SHORT, FULL, 'Weiß nicht', SHORT, FULL], 'type3');
    expect(run()).toEqual(run());
  });

  it.each(COMBINATIONS)('$mode $simulatorType: ends the interview when the bank is exhausted', (c) => {
    const n = questionCount(c.mode, c.simulatorType);
    const history = play(c.mode, ['Hallo', ...Array<string>(n).fill(FULL)], c.simulatorType);
    const end = lastResponse(history);
    if (c.mode === 'coach' || c.mode === 'traffic-coach') {
      expect(end).toContain('neue Sitzung');
      expect(end).toContain('Thema 3');
    } else {
      expect(end).toContain('Ende des Gesprächs');
      expect(end).toContain('„Simulation beenden“');
    }
    // Every reply before the end asked exactly one question.
    for (const turn of history.slice(0, -1)) expect(turn.response.split('?')).toHaveLength(2);
    const again = offlineInterviewerReply({ ...c, history, message: FULL });
    expect(again).toBe(end);
  });

  it('lets the coach jump to a topic and skip a question', () => {
    const coachFlow = resolveInterviewFlow('coach');
    const end = play('coach', ['Hallo', ...Array<string>(questionCount('coach')).fill(FULL)]);
    const jump = offlineInterviewerReply({ mode: 'coach', history: end, message: 'Thema 3' });
    expect(jump).toContain('Ursachen und Motive');
    expect(jump.endsWith(coachFlow.stages[2]?.questions[0] ?? '-')).toBe(true);
    const skipped = play('coach', ['Hallo', 'weiter']);
    expect(lastResponse(skipped).endsWith(coachFlow.stages[0]?.questions[1] ?? '-')).toBe(true);
    const simSkip = play('simulator', ['Hallo', 'Thema 3'], 'default');
    expect(lastResponse(simSkip)).not.toContain('Thema 3');
  });

  it('falls back to the first type for unknown or missing simulator types', () => {
    const a = offlineInterviewerReply({
      mode: 'traffic-simulator',
      simulatorType: 'default',
      history: [],
      message: 'Hi',
    });
    const b = offlineInterviewerReply({
      mode: 'traffic-simulator',
      simulatorType: 'type1',
      history: [],
      message: 'Hi',
    });
    expect(a).toBe(b);
    expect(offlineInterviewerReply({ mode: 'simulator', history: [], message: 'Hi' })).toBe(
      offlineInterviewerReply({ mode: 'simulator', simulatorType: 'default', history: [], message: 'Hi' }),
    );
  });
});

/** The four chat modes of spec 1 §2/§3 (URL segment of /api/chat/{mode} and /api/sessions/…/{mode}). */
export const CHAT_MODES = ['coach', 'simulator', 'traffic-coach', 'traffic-simulator'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const SIMULATOR_MODES = ['simulator', 'traffic-simulator'] as const satisfies readonly ChatMode[];
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];

/** Spec 1 §3: simulator types are default and type1..type4. */
export const SIMULATOR_TYPES = ['default', 'type1', 'type2', 'type3', 'type4'] as const;
export type SimulatorType = (typeof SIMULATOR_TYPES)[number];

/**
 * Which types each simulator offers and their labels (picker and chat header): the alcohol/drugs simulator
 * offers all five as Typ A–E; the traffic simulator type1..type4 as Typ A, Typ B, Typ C, Typ E.
 */
export const SIMULATOR_TYPE_LABELS: Record<SimulatorMode, Partial<Record<SimulatorType, string>>> = {
  simulator: { default: 'Typ A', type1: 'Typ B', type2: 'Typ C', type3: 'Typ D', type4: 'Typ E' },
  'traffic-simulator': { type1: 'Typ A', type2: 'Typ B', type3: 'Typ C', type4: 'Typ E' },
};

/** One exchange of a chat: the user's message and the assistant's answer. */
export interface TranscriptTurn {
  message: string;
  response: string;
}

/** Criteria of the end-of-simulation report (issue 3). */
export const REPORT_CRITERIA = ['problemInsight', 'behaviourChange', 'stability', 'consistency'] as const;
export type ReportCriterion = (typeof REPORT_CRITERIA)[number];

export interface ReportCriterionScore {
  criterion: ReportCriterion;
  /** German label shown to the user, e.g. 'Problemeinsicht'. */
  label: string;
  /** 0 (not shown at all) to 10 (convincing). */
  score: number;
  /** What the score rests on, in German, one or two sentences. */
  assessment: string;
  /** The user's own words the assessment rests on (verbatim excerpts of their answers). */
  quotes: string[];
}

/** The report "Simulation beenden" produces: a prognosis, a score per criterion and what to practise next. */
export interface SimulationReport {
  verdict: 'positive' | 'negative';
  /** One German paragraph explaining the verdict without promising a result of the real MPU. */
  summary: string;
  criteria: ReportCriterionScore[];
  /** Exactly three concrete German practice suggestions. */
  practice: [string, string, string];
}

/**
 * One log-safe line for an error. Database errors carry the statement's parameters (a password hash, a
 * chat message, an answer) and their messages and details can quote values, so for those only the SQLSTATE,
 * the constraint or table and the statement's first words are kept; anything else keeps its message.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : 'unknown error';
  const fields = error as Error & {
    code?: unknown;
    query?: unknown;
    parameters?: unknown;
    driverError?: { code?: unknown; constraint?: unknown; table?: unknown };
    constraint?: unknown;
    table?: unknown;
    severity?: unknown;
  };
  const isDatabaseError =
    fields.query !== undefined || fields.driverError !== undefined || fields.severity !== undefined;
  if (!isDatabaseError) return `${error.name}: ${error.message}`;
  const driver = fields.driverError ?? fields;
  const parts = [`${error.name} ${String(driver.code ?? fields.code ?? '')}`.trim()];
  if (typeof driver.constraint === 'string') parts.push(`constraint ${driver.constraint}`);
  if (typeof driver.table === 'string') parts.push(`table ${driver.table}`);
  if (typeof fields.query === 'string') parts.push(`in ${statementHead(fields.query)}`);
  return parts.join(', ');
}

/** The first words of a statement (its kind and table) — the SQL is parameterised, but keep it short. */
export function statementHead(query: string): string {
  const head = query.replace(/\s+/g, ' ').trim().slice(0, 60);
  return head.length < query.trim().length ? `${head}…` : head;
}

/** The frames of a stack without its first line, which repeats the (possibly unsafe) message. */
export function stackFrames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

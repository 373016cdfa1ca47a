/**
 * NUL (Postgres refuses it in text and jsonb) or a UTF-16 surrogate without its partner (not Unicode at
 * all). A loop rather than a regex: look-behind assertions break older mobile Safari.
 */
export function isUnsafeText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The path of the first string (value or object key) anywhere in `input` that holds NUL or a lone
 * surrogate, or null when there is none. One rule for every text field of every payload, so no field can
 * forget it; iterative, so deeply nested JSON cannot exhaust the stack.
 */
export function findUnsafeText(input: unknown): (string | number)[] | null {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Step[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop() as Step;
    const { value } = step;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: step }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) return pathOf(step);
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

import type { $ZodRawIssue } from 'zod/v4/core';

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  boolean: 'Ja oder Nein (true/false)',
  object: 'ein Objekt',
  array: 'eine Liste',
  date: 'ein Datum',
  null: 'null',
};

function fieldOf(issue: $ZodRawIssue): string {
  const path = (issue.path ?? []).map(String).join('.');
  return path ? ` „${path.length > 60 ? `${path.slice(0, 57)}…` : path}“` : '';
}

/**
 * German text for every schema issue that the schema does not word itself (zod's defaults are English:
 * "Invalid input: expected boolean, received null"). Names the field so an API client can find it.
 */
export function germanIssueMessage(issue: $ZodRawIssue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `Pflichtangabe fehlt:${field || ' Eingabe'}.`;
      return `Ungültiger Wert für${field || ' die Eingabe'}: erwartet ist ${TYPE_NAMES[issue.expected] ?? 'ein anderer Typ'}.`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `${field ? `Das Feld${field}` : 'Die Eingabe'} ist zu kurz.`
        : `${field ? `Der Wert von${field}` : 'Der Wert'} ist zu klein.`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `${field ? `Das Feld${field}` : 'Die Eingabe'} ist zu lang.`
        : `${field ? `Der Wert von${field}` : 'Der Wert'} ist zu groß.`;
    case 'invalid_format':
      return `Ungültiges Format${field ? ` für${field}` : ''}.`;
    case 'not_multiple_of':
      return `Ungültiger Zahlenwert${field ? ` für${field}` : ''}.`;
    case 'unrecognized_keys':
      return `Unbekannte Angaben${field ? ` in${field}` : ''}.`;
    default:
      return `Ungültige Eingabe${field ? ` für${field}` : ''}.`;
  }
}

// Plain-text output: one block per scenario while the bench runs, one summary table at the end.
// Targets are shown next to the figures for comparison only; they never change the exit code.

/**
 * @typedef {object} Metric
 * @property {string} label
 * @property {number|null} value      null = not measured (e.g. a ratio whose baseline did not run)
 * @property {string} [unit]
 * @property {number} [digits]        decimals to print (default 1)
 * @property {{ op: '<'|'<='|'>'|'>='|'=', value: number }} [target]
 * @property {string} [note]          extra detail printed after the figure
 */

const OPS = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '=': (a, b) => a === b,
};
const OP_SIGNS = { '<': '<', '<=': '≤', '>': '>', '>=': '≥', '=': '=' };

export const formatNumber = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value)
    ? 'n/a'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const withUnit = (text, unit) => (unit ? `${text} ${unit}` : text);

export function formatValue(metric) {
  return withUnit(formatNumber(metric.value, metric.digits ?? 1), metric.value === null ? '' : metric.unit);
}

export function formatTarget(metric) {
  if (!metric.target) return '';
  const { op, value } = metric.target;
  return withUnit(`${OP_SIGNS[op]} ${formatNumber(value, Number.isInteger(value) ? 0 : 2)}`, metric.unit);
}

/** 'met', 'missed' or '' (no target or no value). */
export function verdict(metric) {
  if (!metric.target || metric.value === null || metric.value === undefined) return '';
  return OPS[metric.target.op](metric.value, metric.target.value) ? 'met' : 'missed';
}

const pad = (text, width) => text + ' '.repeat(Math.max(0, width - [...text].length));
const padStart = (text, width) => ' '.repeat(Math.max(0, width - [...text].length)) + text;

/** Aligned rows; columns listed in `right` are right-aligned. */
export function table(rows, right = new Set()) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => [...row[column]].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          right.has(column) ? padStart(cell, widths[column]) : pad(cell, widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The figures of one scenario, printed as soon as it has run. */
export function scenarioBlock(metrics) {
  const rows = metrics.map((metric) => [
    `  ${metric.label}`,
    formatValue(metric),
    metric.target ? `target ${formatTarget(metric)}` : '',
    verdict(metric),
    metric.note ?? '',
  ]);
  return table(rows, new Set([1]));
}

/** @param {{ title: string, metrics: Metric[], error?: string }[]} results */
export function summaryTable(results) {
  const rows = [['Scenario', 'Figure', 'Value', 'Target', '']];
  for (const { title, metrics, error } of results) {
    if (error) rows.push([title, 'FAILED', '', '', firstLine(error)]);
    metrics.forEach((metric, index) =>
      rows.push([
        index === 0 && !error ? title : '',
        metric.label,
        formatValue(metric),
        formatTarget(metric),
        verdict(metric),
      ]),
    );
  }
  const text = table(rows, new Set([2]));
  const rule = '-'.repeat(Math.max(...text.split('\n').map((line) => [...line].length)));
  const [head, ...body] = text.split('\n');
  return [rule, head, rule, ...body, rule].join('\n');
}

const firstLine = (text) => String(text).split('\n')[0].slice(0, 100);

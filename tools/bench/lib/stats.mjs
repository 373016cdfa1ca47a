// Small statistics helpers of the scenarios that time single operations.

/** The p-th percentile (nearest rank) of numbers sorted ascending; undefined for an empty list. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const PER_MILLE_FORMAT = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** Spec 2 §9: three decimals, German notation ("0,575"). */
export function formatPerMille(value: number): string {
  return PER_MILLE_FORMAT.format(value);
}

// Shares of a total in the calculators' results, worked in integers so a breakdown never shows a
// binary rounding artefact.

/** Share of a total as a percentage with one decimal ('10.7'), from integers only. */
export function percentOf(part: number, total: number): string {
  if (total <= 0) return '0.0';
  const tenths = Math.round((part * 1000) / total);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** A day's place on the heat map's scale: 0 for nothing, else 1–4 by its share of the span's largest. */
export function heatLevel(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4)));
}

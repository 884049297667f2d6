/**
 * ISO-8601 durations as recipe pages write them ("PT1H30M", "P0DT0H20M", "PT90M", "PT0.5H")
 * to whole minutes; anything else is null. Days count as 24 hours; years and months are not
 * cooking times and are refused rather than guessed.
 */
const pattern =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

export function minutesOfDuration(text: string): number | null {
  const match = pattern.exec(text.trim());
  if (!match || text.trim().toUpperCase() === 'P' || /T$/i.test(text.trim())) return null;
  const [weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part ? Number(part.replace(',', '.')) : 0));
  const total =
    (weeks ?? 0) * 7 * 24 * 60 + (days ?? 0) * 24 * 60 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  return Number.isFinite(total) ? Math.round(total) : null;
}

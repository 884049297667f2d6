/** h:mm of a duration in milliseconds (whole minutes, rounded down), e.g. 2:05 or 31:40. */
export function formatHm(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

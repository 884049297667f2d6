/** Percentile of a list of durations (ms), nearest-rank. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export async function timeIt(times: number, run: (i: number) => Promise<void>): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

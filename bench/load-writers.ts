import type { Person } from './api-client';

/** One request's outcome: its HTTP status (0 when no answer came), its code on a refusal, its time. */
export interface Outcome {
  at: number;
  status: number;
  code: string | null;
  ms: number;
}

/** A time group a server answered 2xx for: it promised the row is stored. */
export interface Acknowledged {
  id: string;
  person: Person;
}

/**
 * Signed-in people each creating time groups in a loop, every call to the next of `urls` in
 * turn, recording every outcome; no call waits longer than `timeoutMs`. For benchmarks that
 * take the database or an instance away under write load.
 */
export class LoadWriters {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged: Acknowledged[] = [];
  private stopped = false;
  private next = 0;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly urls: string[],
    private readonly people: Person[],
    private readonly timeoutMs = 10_000,
  ) {}

  start(): void {
    for (const [index, person] of this.people.entries()) this.loops.push(this.loop(index, person));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  private async loop(index: number, person: Person): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const url = this.urls[this.next++ % this.urls.length]!;
      const outcome = await this.write(url, person, `writer ${index} group ${n}`);
      // A refused call waits a little before the next, as a client told to retry would.
      if (outcome.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async write(url: string, person: Person, name: string): Promise<Outcome> {
    const started = performance.now();
    let status = 0;
    let code: string | null = null;
    try {
      const response = await fetch(`${url}/api/time-group`, {
        method: 'POST',
        headers: { ...person.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      const answer = (await response.json()) as { data?: { _id: string }; code?: string };
      if (response.ok && answer.data) this.acknowledged.push({ id: answer.data._id, person });
      code = answer.code ?? null;
    } catch (error) {
      code = error instanceof Error ? error.name : 'error';
    }
    const outcome = { at: Date.now(), status, code, ms: performance.now() - started };
    this.outcomes.push(outcome);
    return outcome;
  }
}

/** Polls GET /api/health until it answers 200; answers the milliseconds that took. */
export async function healthyWithin(url: string, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    const elapsed = performance.now() - started;
    if (ok) return elapsed;
    if (elapsed > limitMs) throw new Error(`${url} not healthy after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

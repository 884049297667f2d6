import { call, type Person } from './api-client';

/** A write the server answered with 2xx: it promised the row is stored. */
export interface AcknowledgedWrite {
  kind: 'time group' | 'stamp';
  id: string;
  person: Person;
}

interface Writer {
  person: Person;
  timeGroupId: string;
  /** The request in flight, if any; settles however the request ends (answer or cut connection). */
  current: Promise<void> | null;
}

/**
 * Signed-in people each writing in a loop (a new time group, then an ended stamp, by turns) while
 * the pool is running; `pause` waits until no request is in flight, so every answer that arrived
 * is counted before the server is killed.
 */
export class WriterPool {
  acknowledged: AcknowledgedWrite[] = [];
  /** Requests that got no 2xx (cut by a kill, or refused): the server promised nothing for them. */
  unanswered = 0;
  private running = false;
  private stopped = false;
  private readonly loops: Promise<void>[] = [];

  private constructor(
    private readonly url: string,
    private readonly writers: Writer[],
  ) {}

  static async start(url: string, people: Person[]): Promise<WriterPool> {
    const writers: Writer[] = [];
    for (const [i, person] of people.entries()) {
      const group = await call<{ _id: string }>(url, 'POST', '/api/time-group', {
        headers: person.headers,
        body: { name: `writer ${i} stamps` },
      });
      writers.push({ person, timeGroupId: group._id, current: null });
    }
    const pool = new WriterPool(url, writers);
    pool.running = true;
    for (const [i, writer] of writers.entries()) pool.loops.push(pool.loop(i, writer));
    return pool;
  }

  resume(): void {
    this.running = true;
  }

  async pause(): Promise<void> {
    this.running = false;
    await Promise.all(this.writers.map((writer) => writer.current));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.pause();
    await Promise.all(this.loops);
  }

  /** Takes the acknowledged writes gathered since the last call. */
  takeAcknowledged(): AcknowledgedWrite[] {
    const taken = this.acknowledged;
    this.acknowledged = [];
    return taken;
  }

  private async loop(index: number, writer: Writer): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      if (!this.running) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      writer.current = this.writeOnce(index, n, writer);
      await writer.current;
      writer.current = null;
    }
  }

  private async writeOnce(index: number, n: number, writer: Writer): Promise<void> {
    const headers = writer.person.headers;
    try {
      if (n % 2 === 0) {
        const group = await call<{ _id: string }>(this.url, 'POST', '/api/time-group', {
          headers,
          body: { name: `writer ${index} group ${n} ${Date.now()}` },
        });
        this.acknowledged.push({ kind: 'time group', id: group._id, person: writer.person });
      } else {
        const start = Date.now() - 60_000;
        const stamp = await call<{ _id: string }>(this.url, 'POST', '/api/time-stamp', {
          headers,
          body: {
            name: `writer ${index} sub ${n % 20}`,
            timeGroupId: writer.timeGroupId,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 1_000).toISOString(),
          },
        });
        this.acknowledged.push({ kind: 'stamp', id: stamp._id, person: writer.person });
      }
    } catch {
      this.unanswered++;
    }
  }
}

/** Asks the server for each write (8 at a time); counts those it still has and those it lost. */
export async function checkWrites(
  url: string,
  writes: AcknowledgedWrite[],
): Promise<{ found: number; missing: number }> {
  let found = 0;
  let missing = 0;
  const queue = [...writes];
  const worker = async () => {
    for (let write = queue.pop(); write; write = queue.pop()) {
      const path =
        write.kind === 'stamp' ? `/api/time-stamp?timeStampId=${write.id}` : `/api/time-group?timeGroupId=${write.id}`;
      const response = await fetch(url + path, { headers: write.person.headers });
      await response.arrayBuffer();
      if (response.status === 200) found++;
      else if (response.status === 404) missing++;
      else throw new Error(`checking ${write.kind} ${write.id}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { found, missing };
}

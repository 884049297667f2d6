import type { QueueStorage } from './queue-storage';
import {
  isNotReached,
  MAX_QUEUED_WRITES,
  QueueFull,
  withKnownIds,
  type QueuedWrite,
  type QueueState,
} from './queued-write';

export interface WriteQueueDeps {
  storage: QueueStorage;
  /** Sends one write with its key; throws the client's ApiError when it fails. */
  send: (write: QueuedWrite) => Promise<unknown>;
  /** The server's ids of what a sent write made, in the order of its `madeIds`. */
  madeIdsOf?: (write: QueuedWrite, answer: unknown) => readonly string[];
  /** A write the server took: read its queries again (not waited for: the next write goes on). */
  onSent?: (write: QueuedWrite, answer: unknown) => Promise<void> | void;
  /** A write the server refused when it was sent: tell the person what was not saved. */
  onRefused: (write: QueuedWrite, error: unknown) => void;
}

const EMPTY: QueueState = { writes: [], known: {} };

/**
 * One person's writes made while the server could not be reached, kept on the device and sent
 * in the order they were made, one at a time, each with the key it got when the person acted
 * (docs/architecture.md, "The write queue"). Sending stops at the first write that does not
 * reach the server and goes on at the next `flush()`; a write the server refuses leaves the
 * queue and is reported, never dropped silently.
 */
export class WriteQueue {
  private personId: string | null = null;
  private state: QueueState = EMPTY;
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Every change of the kept state, in order, so an older write never lands after a newer one. */
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly deps: WriteQueueDeps) {}

  /** The writes waiting, oldest first (a new array after each change, for React). */
  get writes(): readonly QueuedWrite[] {
    return this.state.writes;
  }

  /** The screen's ids already known to the server, for what is shown before the next read. */
  get known(): Readonly<Record<string, string>> {
    return this.state.known;
  }

  get person(): string | null {
    return this.personId;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes up the queue of `personId` (at sign-in or on start) as it was left. */
  async open(personId: string): Promise<void> {
    if (this.personId === personId) return;
    this.personId = personId;
    this.setState(EMPTY);
    const kept = await this.deps.storage.read(personId);
    if (this.personId !== personId) return;
    // Writes made while the device was being read come after the ones it kept.
    const made = this.state.writes.filter((write) => !kept.writes.some((each) => each.key === write.key));
    this.setState({ writes: [...kept.writes, ...made], known: { ...kept.known, ...this.state.known } });
  }

  /** Signed out: forgets the queue here and on the device. */
  async close(personId: string): Promise<void> {
    if (this.personId === personId) {
      this.personId = null;
      this.setState(EMPTY);
    }
    await this.afterSaves();
    await this.deps.storage.forget(personId);
  }

  /** Keeps `write` after every write already waiting; throws QueueFull past the limit. */
  async add(write: QueuedWrite): Promise<void> {
    if (!this.personId) throw new Error('Nobody is signed in.');
    if (this.state.writes.length >= MAX_QUEUED_WRITES) throw new QueueFull();
    // Later than every write this tab made, so the device keeps them in the order made.
    const last = this.state.writes.at(-1)?.queuedAt ?? 0;
    const kept = { ...write, queuedAt: Math.max(write.queuedAt, last + 1) };
    this.setState({ ...this.state, writes: [...this.state.writes, kept] });
    await this.save(() => this.deps.storage.keep(this.personId!, kept));
  }

  /** `value` with the ids made here that the server has named replaced by its ids. */
  resolve<T>(value: T): T {
    return withKnownIds(value, this.state.known);
  }

  /**
   * Sends the waiting writes in order, one at a time; resolves when the queue is empty or a
   * write did not reach the server. A second call while one runs waits for the same run.
   */
  flush(): Promise<void> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    const personId = this.personId;
    while (personId && this.personId === personId && this.state.writes.length > 0) {
      const write = this.state.writes[0]!;
      const sent = { ...write, body: this.resolve(write.body), query: this.resolve(write.query) };
      let answer: unknown;
      try {
        answer = await this.deps.send(sent);
      } catch (error) {
        if (isNotReached(error)) return;
        if (this.personId !== personId) return;
        this.take(personId, write);
        this.deps.onRefused(write, error);
        continue;
      }
      if (this.personId !== personId) return;
      this.take(personId, write, this.madeIds(write, answer));
      // Neither the device nor the reads hold the next write up: a store or a read that never
      // answers would leave every later write waiting for good (issue #25).
      void Promise.resolve(this.deps.onSent?.(write, answer)).catch(() => undefined);
    }
  }

  private madeIds(write: QueuedWrite, answer: unknown): Record<string, string> {
    const made = write.madeIds ?? [];
    const ids = made.length ? (this.deps.madeIdsOf?.(write, answer) ?? []) : [];
    return Object.fromEntries(made.flatMap((id, index) => (ids[index] ? [[id, ids[index]]] : [])));
  }

  /** The write is done here at once; the device follows, in order, after what it stores before. */
  private take(personId: string, write: QueuedWrite, known: Record<string, string> = {}): void {
    this.setState({
      writes: this.state.writes.filter((each) => each !== write),
      known: { ...this.state.known, ...known },
    });
    // A record the device failed to drop is sent again after a reload: its key answers it once.
    void this.save(() => this.deps.storage.done(personId, write, known)).catch(() => undefined);
  }

  private setState(state: QueueState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Runs one change of what the device keeps, after every earlier one. */
  private save(change: () => Promise<void>): Promise<void> {
    this.saving = this.afterSaves().then(change);
    return this.saving;
  }

  private afterSaves(): Promise<void> {
    return this.saving.catch(() => undefined);
  }
}

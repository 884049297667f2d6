/**
 * What the signed-in check remembers between requests, so a person's reads do not each cost a
 * session lookup (docs/architecture.md, "A request, end to end"). Used only where one process
 * owns the database (SQLite): a revocation made by another instance could not reach this memory.
 *
 * A verdict says "session S of person U, sending fingerprint F, was active at time T". It stands
 * for VERDICT_TTL_MS at most, and every revocation in this process (sign-out, device sign-out,
 * reuse of a retired refresh token, password change) forgets every verdict at once: revocations
 * are rare, so forgetting all is cheaper and surer than finding the right one.
 */

/** How long a verdict stands without asking the database again: a backstop, not the main rule. */
export const VERDICT_TTL_MS = 5_000;
/** Verdicts kept at most; past that the oldest go first (each costs a database read once more). */
export const VERDICT_CAPACITY = 5_000;

/** Bumped by every revocation in this process; a verdict read under an older epoch is not kept. */
let revocationEpoch = 0;

/** Call after any write that signs a session out: every remembered verdict is forgotten. */
export function sessionsRevoked(): void {
  revocationEpoch += 1;
}

/** The epoch now; take it before reading a session, hand it to `remember` after. */
export function currentRevocationEpoch(): number {
  return revocationEpoch;
}

interface Verdict {
  userId: string;
  fingerprint: string | null;
  checkedAt: number;
  epoch: number;
}

export class SessionVerdicts {
  private readonly verdicts = new Map<string, Verdict>();

  constructor(private readonly capacity = VERDICT_CAPACITY) {}

  /** Whether an active verdict for this session, person and fingerprint still stands at `now`. */
  stands(sessionId: string, userId: string, fingerprint: string | null, now: number): boolean {
    const verdict = this.verdicts.get(sessionId);
    if (!verdict) return false;
    if (
      verdict.epoch !== revocationEpoch ||
      verdict.userId !== userId ||
      now - verdict.checkedAt >= VERDICT_TTL_MS ||
      now < verdict.checkedAt
    ) {
      this.verdicts.delete(sessionId);
      return false;
    }
    // A new fingerprint is written to the session by the full check; until then, ask the database.
    return fingerprint === null || fingerprint === verdict.fingerprint;
  }

  /** Keeps an active verdict, unless a revocation happened since `epoch` was taken. */
  remember(sessionId: string, userId: string, fingerprint: string | null, now: number, epoch: number): void {
    if (epoch !== revocationEpoch) return;
    this.verdicts.delete(sessionId);
    this.verdicts.set(sessionId, { userId, fingerprint, checkedAt: now, epoch });
    if (this.verdicts.size > this.capacity) this.verdicts.delete(this.verdicts.keys().next().value!);
  }

  get size(): number {
    return this.verdicts.size;
  }
}

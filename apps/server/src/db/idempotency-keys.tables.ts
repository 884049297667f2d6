/** The kernel's table of remembered `Idempotency-Key`s (migration 0018). */
export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  /** sha-256 of method, address and body, hex. */
  requestHash: string;
  /** The answer's status; null while the answer is not (or could not be) kept. */
  status: number | null;
  /** The answer's JSON as sent. */
  answer: string | null;
  createdAt: number;
}

declare module './schema' {
  interface Database {
    idempotencyKeys: IdempotencyKeysTable;
  }
}

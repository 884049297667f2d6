/** The API envelope: every answer carries a status flag (docs/architecture.md, "One error pattern"). */
export interface Success<T> {
  status: true;
  data: T;
}

/** A refusal: a stable code (see refusals.ts) the web app translates, and its English message. */
export interface Failure {
  status: false;
  code: string;
  message: string;
  retry?: boolean;
}

export type Envelope<T> = Success<T> | Failure;

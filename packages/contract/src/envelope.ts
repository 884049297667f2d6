/** The API envelope of spec section 7: every answer carries a status flag. */
export interface Success<T> {
  status: true;
  data: T;
}

export interface Failure {
  status: false;
  message: string;
  retry?: boolean;
}

export type Envelope<T> = Success<T> | Failure;

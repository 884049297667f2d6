import { randomBytes } from 'node:crypto';

/**
 * Ids of counter changes sort as the changes were made: changes are listed newest first by time,
 * then by id, and two changes in the same millisecond on one server keep their order through a
 * sequence number. Lower-case letters and digits only, fixed width, so SQLite's and PostgreSQL's
 * text order agree.
 */
let sequence = 0;

const base36 = (value: number, width: number) => value.toString(36).padStart(width, '0').slice(-width);

/** 9 characters of time, 4 of sequence, 7 random: 20 in all. */
export function newChangeId(time: number): string {
  sequence = (sequence + 1) % 36 ** 4;
  const random = [...randomBytes(7)].map((byte) => (byte % 36).toString(36)).join('');
  return `${base36(time, 9)}${base36(sequence, 4)}${random}`;
}

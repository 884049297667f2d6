import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import type { PasswordGroupRow } from './password-groups.store';
import type { PasswordRow } from './passwords.store';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function passwordAnswerOf(row: PasswordRow): PasswordItem {
  const { id, passwordGroupId, data, createdAt, updatedAt } = row;
  return { _id: id, passwordGroupId, data, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

export function groupAnswerOf(row: PasswordGroupRow): PasswordGroup {
  return { _id: row.id, data: row.data, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

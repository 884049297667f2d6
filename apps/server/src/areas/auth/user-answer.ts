import type { AccessTokens, User } from '@ordna/contract/auth';
import { readPreferences, type UserRow } from './auth.store';

/** The User as sign-up, login and 2FA answer it: who, their preferences and their tokens. */
export function userAnswer(row: UserRow, sessionId: string, access: AccessTokens): User {
  return {
    _id: row.id,
    username: row.username,
    is2faEnabled: row.totpEnabled === 1,
    access,
    userSessionId: sessionId,
    preferences: readPreferences(row.preferences),
  };
}

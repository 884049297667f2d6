import { describe, expect, it } from 'vitest';
import type { ExtraPasswordStatus, ExtraSignIn, ExtraTokens, User } from '@ordna/contract/auth';
import { extraSignInAnswer, extraTokensAnswer } from '@ordna/contract/auth/answers';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { get, loginUser, messageOf, post, put } from '../../testing/people.test-kit';
import { as, body, signUp, useExtraToken } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import {
  derivedValue,
  EXTRA,
  groupWithEntry,
  extraPasswordBody,
  openVault,
  sealedStandIn,
  setExtraPassword,
  signInToVault,
  vaultClient,
} from '../../testing/vault.test-kit';

const t = useTestApp();

const MINUTE = 60_000;
const status = async (user: User) =>
  body<ExtraPasswordStatus>(await get(t.app, '/api/auth/extra-password', as(user))).data;
const passwordsOf = (user: User) => get(t.app, '/api/password', as(user));
const refreshExtra = (user: User, extraRefreshToken: string) =>
  post(t.app, '/api/auth/refreshtoken', { extraRefreshToken }, as(user));
const codeOf = (response: Awaited<ReturnType<typeof get>>) => body(response).code;

describe('setting the extra password', () => {
  it('keeps an argon2id hash, the key settings and the wrapped key; the status answers the settings', async () => {
    const user = await signUp(t.app);
    expect(await status(user)).toEqual({ isSet: false, kdf: null });
    const wrapped = sealedStandIn(32);
    const payload = { ...extraPasswordBody(EXTRA, wrapped) };
    const set = await put(t.app, `/api/auth/user/${user._id}`, payload, as(user));
    expect(set.statusCode).toBe(200);
    expect(await status(user)).toEqual({ isSet: true, kdf: payload.kdf });
    const row = await t.db.selectFrom('extraPasswords').selectAll().where('userId', '=', user._id).executeTakeFirst();
    expect(row?.authHash).toMatch(/^\$argon2id\$/);
    expect(row?.authHash).not.toContain(EXTRA);
    const signIn = await signInToVault(t.app, user, EXTRA);
    expect(extraSignInAnswer.parse(body(signIn).data)).toMatchObject({ wrappedVaultKey: wrapped });
  });

  it.each([
    ['without the sign-in password', { currentPassword: undefined }, authRefusals.extraPasswordFields.code],
    ['with a wrong sign-in password', { currentPassword: 'not mine at all' }, 'auth.wrongPassword'],
    ['with a value of the wrong size', { extraPassword: 'c2hvcnQ=' }, authRefusals.extraPasswordInvalid.code],
    [
      'with too few iterations',
      { kdf: { algorithm: 'PBKDF2-SHA256', iterations: 1000, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' } },
      authRefusals.kdfInvalid.code,
    ],
    [
      'with another algorithm',
      { kdf: { algorithm: 'MD5', iterations: 600_000, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' } },
      authRefusals.kdfInvalid.code,
    ],
    ['with a plain vault key', { wrappedVaultKey: 'the key itself' }, authRefusals.wrappedKeyInvalid.code],
  ])('is refused %s', async (_name, change, code) => {
    const user = await signUp(t.app);
    const answer = await put(t.app, `/api/auth/user/${user._id}`, { ...extraPasswordBody(EXTRA), ...change }, as(user));
    expect([answer.statusCode, codeOf(answer)]).toEqual([400, code]);
    expect((await status(user)).isSet).toBe(false);
  });

  it('changes only with the vault open: the key is re-wrapped, entries stay, other vault sessions end', async () => {
    const user = await signUp(t.app);
    const first = await openVault(t.app, user);
    const { entry } = await groupWithEntry(vaultClient(t.app, user));
    const otherDevice = await loginUser(t.app, user.username);
    await openVault(t.app, otherDevice);

    useExtraToken(user, null);
    const locked = await setExtraPassword(t.app, user, derivedValue('new'));
    expect([locked.statusCode, codeOf(locked)]).toEqual([400, authRefusals.extraPasswordChangeLocked.code]);

    useExtraToken(user, first.token);
    const rewrapped = sealedStandIn(32);
    const changed = await setExtraPassword(t.app, user, derivedValue('new'), rewrapped);
    expect(changed.statusCode).toBe(200);
    // This device's vault stays open; the other device's ends.
    expect((await passwordsOf(user)).statusCode).toBe(200);
    expect(codeOf(await passwordsOf(otherDevice))).toBe(authRefusals.extraSignInRequired.code);
    expect(body<PasswordItem[]>(await passwordsOf(user)).data).toEqual([entry]);

    expect(codeOf(await signInToVault(t.app, user, EXTRA))).toBe('auth.wrongPassword');
    const again = body<ExtraSignIn>(await signInToVault(t.app, user, derivedValue('new'))).data;
    expect(again.wrappedVaultKey).toBe(rewrapped);
  });
});

describe('signing in to the vault', () => {
  it('answers the extra token record; a wrong value gets "Wrong password"; none set is its own refusal', async () => {
    const user = await signUp(t.app);
    const unset = await signInToVault(t.app, user, EXTRA);
    expect([unset.statusCode, codeOf(unset)]).toEqual([400, authRefusals.extraPasswordNotSet.code]);
    await openVault(t.app, user);
    const wrong = await signInToVault(t.app, user, derivedValue('guess'));
    expect([wrong.statusCode, messageOf(wrong)]).toEqual([400, 'Wrong password']);
    const right = await signInToVault(t.app, user, EXTRA);
    const tokens = extraSignInAnswer.parse(body(right).data);
    expect(tokens).toMatchObject({ expiresIn: 15 * MINUTE, created: new Date(t.clock.now).toISOString() });
  });

  it('is limited like sign-in: after 10 wrong values even the right one waits', async () => {
    const user = await signUp(t.app);
    await openVault(t.app, user);
    for (let i = 0; i < 10; i++) expect((await signInToVault(t.app, user, derivedValue(`g${i}`))).statusCode).toBe(400);
    const limited = await signInToVault(t.app, user, EXTRA);
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, authRefusals.tooManyPasswords.code]);
    t.clock.advance(16 * MINUTE);
    // The access token expired meanwhile; a fresh sign-in reaches the vault again.
    const later = await loginUser(t.app, user.username);
    expect((await signInToVault(t.app, later, EXTRA)).statusCode).toBe(200);
  });
});

describe('the extra token', () => {
  it('is refused when missing, forged, expired, of another sign-in or of another person: 403', async () => {
    const user = await signUp(t.app);
    const tokens = await openVault(t.app, user);
    const stranger = await signUp(t.app);
    const strangers = await openVault(t.app, stranger);
    const otherDevice = await loginUser(t.app, user.username);
    const tryWith = (who: User, token: string | null) => {
      useExtraToken(who, token);
      return passwordsOf(who);
    };
    for (const answer of [
      await tryWith(user, null),
      await tryWith(user, 'eyJhbGciOiJIUzI1NiJ9.e30.x'),
      await tryWith(user, user.access.token),
      await tryWith(user, strangers.token),
      await tryWith(otherDevice, tokens.token),
    ]) {
      expect([answer.statusCode, codeOf(answer)]).toEqual([403, authRefusals.extraSignInRequired.code]);
    }
    useExtraToken(user, tokens.token);
    expect((await passwordsOf(user)).statusCode).toBe(200);
    // Nor does an extra token stand in for the access token.
    const asAccess = await get(t.app, '/api/auth/user', { 'x-access-token': tokens.token });
    expect(asAccess.statusCode).toBe(401);

    t.clock.advance(16 * MINUTE);
    const refreshed = body<{ token: string }>(
      await post(t.app, '/api/auth/refreshtoken', { refreshToken: user.access.refreshToken }),
    ).data;
    const fresh = { ...user, access: { ...user.access, token: refreshed.token } };
    useExtraToken(fresh, tokens.token);
    expect(codeOf(await passwordsOf(fresh))).toBe(authRefusals.extraSignInRequired.code);
  });

  it('rotates its refresh token; a replaced one answers the same successor for 30 s, then ends the session', async () => {
    const user = await signUp(t.app);
    const first = await openVault(t.app, user);
    const rotated = await refreshExtra(user, first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = extraTokensAnswer.parse(body(rotated).data) as ExtraTokens;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    useExtraToken(user, next.token);
    expect((await passwordsOf(user)).statusCode).toBe(200);

    // A retry after a lost answer, or a duplicated tab, gets the same successor.
    const retried = await refreshExtra(user, first.refreshToken);
    expect(body<ExtraTokens>(retried).data.refreshToken).toBe(next.refreshToken);

    t.clock.advance(31_000);
    const reused = await refreshExtra(user, first.refreshToken);
    expect([reused.statusCode, codeOf(reused)]).toEqual([403, authRefusals.extraSessionEnded.code]);
    expect(codeOf(await passwordsOf(user))).toBe(authRefusals.extraSignInRequired.code);
    expect((await refreshExtra(user, next.refreshToken)).statusCode).toBe(403);
  });

  it('answers two refreshes at once with one successor', async () => {
    const user = await signUp(t.app);
    const first = await openVault(t.app, user);
    const answers = await Promise.all([refreshExtra(user, first.refreshToken), refreshExtra(user, first.refreshToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => body<ExtraTokens>(answer).data.refreshToken);
    expect(one).toBe(two);
  });

  it('refreshes only beside an access token of the same sign-in', async () => {
    const user = await signUp(t.app);
    const tokens = await openVault(t.app, user);
    const anonymous = await post(t.app, '/api/auth/refreshtoken', { extraRefreshToken: tokens.refreshToken });
    expect(anonymous.statusCode).toBe(401);
    const otherDevice = await loginUser(t.app, user.username);
    expect((await refreshExtra(otherDevice, tokens.refreshToken)).statusCode).toBe(403);
    const both = await post(t.app, '/api/auth/refreshtoken', {
      refreshToken: user.access.refreshToken,
      extraRefreshToken: tokens.refreshToken,
    });
    expect([both.statusCode, codeOf(both)]).toEqual([400, authRefusals.refreshEitherToken.code]);
  });
});

describe('ending the vault session', () => {
  it('signs out of the vault only (us signout -p)', async () => {
    const user = await signUp(t.app);
    const tokens = await openVault(t.app, user);
    // Read first: where the server remembers a standing vault session (SQLite), signing out forgets it.
    expect((await passwordsOf(user)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/extra-password/signout', undefined, as(user))).statusCode).toBe(200);
    expect(codeOf(await passwordsOf(user))).toBe(authRefusals.extraSignInRequired.code);
    expect((await refreshExtra(user, tokens.refreshToken)).statusCode).toBe(403);
    expect((await get(t.app, '/api/auth/user', as(user))).statusCode).toBe(200);
  });

  it('ends with the sign-in: signing out, or the device signed out elsewhere', async () => {
    const user = await signUp(t.app);
    const tokens = await openVault(t.app, user);
    await post(t.app, '/api/auth/logout', { refreshToken: user.access.refreshToken });
    expect((await passwordsOf(user)).statusCode).toBe(403);
    const back = await loginUser(t.app, user.username);
    useExtraToken(back, tokens.token);
    expect(codeOf(await passwordsOf(back))).toBe(authRefusals.extraSignInRequired.code);
    expect((await refreshExtra(back, tokens.refreshToken)).statusCode).toBe(403);

    const phone = await loginUser(t.app, user.username);
    await openVault(t.app, phone);
    const devices = body<{ _id: string; current: boolean }[]>(await get(t.app, '/api/auth/devices', as(back))).data;
    const phoneSession = devices.find((device) => device._id === phone.userSessionId)!;
    await t.app.inject({ method: 'DELETE', url: `/api/auth/devices?deviceId=${phoneSession._id}`, headers: as(back) });
    expect((await passwordsOf(phone)).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['POST', '/api/auth/extra-password', {}, authRefusals.extraPasswordInvalid.code],
    ['POST', '/api/auth/extra-password', { extraPassword: 'x'.repeat(44) }, authRefusals.extraPasswordInvalid.code],
    ['POST', '/api/auth/extra-password', { extraPassword: 7 }, authRefusals.extraPasswordInvalid.code],
    ['DELETE', '/api/auth/extra-password', {}, authRefusals.currentPasswordRequired.code],
    [
      'DELETE',
      '/api/auth/extra-password',
      { currentPassword: 'x'.repeat(257) },
      authRefusals.currentPasswordTooLong.code,
    ],
    ['POST', '/api/auth/refreshtoken', { extraRefreshToken: '' }, authRefusals.extraRefreshTokenRequired.code],
    [
      'POST',
      '/api/auth/refreshtoken',
      { extraRefreshToken: 'x'.repeat(201) },
      authRefusals.extraRefreshTokenTooLong.code,
    ],
  ] as const)('%s %s %j answers 400', async (method, url, payload, code) => {
    const user = await signUp(t.app);
    const answer = await t.app.inject({ method, url, headers: as(user), payload });
    expect([answer.statusCode, codeOf(answer)]).toEqual([400, code]);
  });
});

describe('forgetting the extra password', () => {
  it('needs the sign-in password, then wipes every group and entry and unsets it', async () => {
    const user = await signUp(t.app);
    await openVault(t.app, user);
    await groupWithEntry(vaultClient(t.app, user));
    const forget = (currentPassword: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/extra-password',
        headers: as(user),
        payload: { currentPassword },
      });
    const wrong = await forget('not my password');
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'auth.wrongPassword']);
    expect(body<PasswordGroup[]>(await get(t.app, '/api/password-group', as(user))).data).toHaveLength(1);

    expect((await forget('correct horse battery')).statusCode).toBe(200);
    expect(await status(user)).toEqual({ isSet: false, kdf: null });
    expect(codeOf(await passwordsOf(user))).toBe(authRefusals.extraSignInRequired.code);
    const left = async (table: 'passwords' | 'passwordGroups') =>
      (await t.db.selectFrom(table).select('id').where('userId', '=', user._id).execute()).length;
    expect([await left('passwords'), await left('passwordGroups')]).toEqual([0, 0]);
    // A new extra password starts an empty vault.
    await openVault(t.app, user, derivedValue('fresh start'));
    expect(body(await passwordsOf(user)).data).toEqual([]);
  });
});

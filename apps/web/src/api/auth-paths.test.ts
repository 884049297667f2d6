import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from './auth-paths';

describe('the sign-in paths the client treats as sessionless', () => {
  it('are the auth endpoint table’s paths', () => {
    expect(AUTH_PATHS).toEqual({
      login: authEndpoints.logIn.path,
      signUp: authEndpoints.signUp.path,
      twoFactor: authEndpoints.twoFactor.path,
      refreshToken: authEndpoints.refreshToken.path,
      logout: authEndpoints.logOut.path,
    });
  });
});

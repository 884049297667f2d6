import { authEndpoints } from '@ordna/contract/auth/endpoints';

/**
 * The sign-in endpoints' paths, from the auth area's endpoint table: the client treats them as
 * sessionless (it refreshes and signs out through them itself).
 */
export const AUTH_PATHS = {
  login: authEndpoints.logIn.path,
  signUp: authEndpoints.signUp.path,
  twoFactor: authEndpoints.twoFactor.path,
  refreshToken: authEndpoints.refreshToken.path,
  logout: authEndpoints.logOut.path,
} as const;

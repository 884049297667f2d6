/**
 * The sign-in endpoints' paths (the auth area's endpoint table, `@ordna/contract/auth/endpoints`,
 * declares them; auth-paths.test.ts holds the two equal): the client treats them as sessionless
 * (it refreshes and signs out through them itself). Written out here because the table brings
 * the auth schemas with it, ~4 kB gzip of the first load that a path needs none of.
 */
export const AUTH_PATHS = {
  login: '/auth/login',
  signUp: '/auth/signup',
  twoFactor: '/auth/2fa',
  refreshToken: '/auth/refreshtoken',
  logout: '/auth/logout',
} as const;

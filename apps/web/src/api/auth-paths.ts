/**
 * The sign-in endpoints, written once: the client treats them as sessionless and the sign-in
 * pages call them.
 */
export const AUTH_PATHS = {
  login: '/auth/login',
  signUp: '/auth/signup',
  twoFactor: '/auth/2fa',
  refreshToken: '/auth/refreshtoken',
  logout: '/auth/logout',
} as const;

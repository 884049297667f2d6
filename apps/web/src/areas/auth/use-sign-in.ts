import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginBody, SignupBody, TwoFactorBody, User } from '@ordna/contract/auth';
import { api } from '../../api/api';
import { AUTH_PATHS } from '../../api/auth-paths';

/** POST /auth/login: a User, or a two-factor challenge when the account has 2FA on. */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.post<LoginAnswer>(AUTH_PATHS.login, body) });
}

/** POST /auth/signup: the new person, signed in. */
export function useSignup() {
  return useMutation({ mutationFn: (body: SignupBody) => api.post<User>(AUTH_PATHS.signUp, body) });
}

/** POST /auth/2fa: the code (or a recovery code) for the challenge login gave. */
export function useTwoFactorLogin() {
  return useMutation({ mutationFn: (body: TwoFactorBody) => api.post<User>(AUTH_PATHS.twoFactor, body) });
}

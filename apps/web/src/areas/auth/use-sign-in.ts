import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SignupBody, TwoFactorBody } from '@ordna/contract/auth';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call } from '../../api/call';

/** POST /auth/login: a User, or a two-factor challenge when the account has 2FA on. */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => call(authEndpoints.logIn, { body }) });
}

/** POST /auth/signup: the new person, signed in. */
export function useSignup() {
  return useMutation({ mutationFn: (body: SignupBody) => call(authEndpoints.signUp, { body }) });
}

/** POST /auth/2fa: the code (or a recovery code) for the challenge login gave. */
export function useTwoFactorLogin() {
  return useMutation({ mutationFn: (body: TwoFactorBody) => call(authEndpoints.twoFactor, { body }) });
}

import { describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { ApiError } from './client';
import { isRefusal } from './refusal';

describe('isRefusal', () => {
  it('knows a refusal by its code', () => {
    const error = new ApiError('Wrong password', 400, false, authRefusals.wrongPassword.code);
    expect(isRefusal(error, authRefusals.wrongPassword)).toBe(true);
    expect(isRefusal(error, authRefusals.wrongCode)).toBe(false);
  });

  it('does not guess from the message when a failure has no code', () => {
    expect(isRefusal(new ApiError('Wrong password', 400), authRefusals.wrongPassword)).toBe(false);
  });

  it('is false for anything but an API failure', () => {
    expect(isRefusal(new Error('Wrong password'), authRefusals.wrongPassword)).toBe(false);
  });
});

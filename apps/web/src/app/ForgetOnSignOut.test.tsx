import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../api/session';
import { ForgetOnSignOut } from './ForgetOnSignOut';
import { renderWithProviders } from '../test/providers.test-kit';
import { signInForTest } from '../test/session.test-kit';

afterEach(() => {
  act(() => session.clear());
});

describe('ForgetOnSignOut', () => {
  it('keeps the cache while the same person stays, and drops it when they sign out', () => {
    signInForTest();
    const { queryClient } = renderWithProviders(<ForgetOnSignOut />);
    queryClient.setQueryData(['time', 'groups'], ['Work']);
    act(() => session.setUser({ username: 'ada2' }));
    expect(queryClient.getQueryData(['time', 'groups'])).toEqual(['Work']);

    act(() => session.clear());
    expect(queryClient.getQueryData(['time', 'groups'])).toBeUndefined();
  });
});

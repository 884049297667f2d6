import { describe, expect, it } from 'vitest';
import { destinationOf, signInState } from './destination';

describe('destinationOf', () => {
  it('returns to the page the guard sent the person away from', () => {
    expect(destinationOf({ from: '/settings/profile' })).toBe('/settings/profile');
    expect(destinationOf({ from: '/time-groups/list?date=2025-01-01#x' })).toBe('/time-groups/list?date=2025-01-01#x');
  });

  it('goes Home without a usable destination', () => {
    expect(destinationOf(null)).toBe('/');
    expect(destinationOf({})).toBe('/');
    expect(destinationOf({ from: 42 })).toBe('/');
    expect(destinationOf('nonsense')).toBe('/');
  });

  it('never leaves the app or returns to a sign-in page', () => {
    expect(destinationOf({ from: 'https://evil.example' })).toBe('/');
    expect(destinationOf({ from: '//evil.example/x' })).toBe('/');
    expect(destinationOf({ from: '/\\evil.example' })).toBe('/');
    expect(destinationOf({ from: '/login' })).toBe('/');
    expect(destinationOf({ from: '/Auth' })).toBe('/');
    expect(destinationOf({ from: '/register?x=1' })).toBe('/');
    expect(destinationOf({ from: '/authors' })).toBe('/authors');
  });
});

describe('signInState', () => {
  it('keeps only string values', () => {
    expect(signInState({ from: '/a', challenge: 'c' })).toEqual({ from: '/a', challenge: 'c' });
    expect(signInState({ from: 1, challenge: '' })).toEqual({});
    expect(signInState(undefined)).toEqual({});
  });
});

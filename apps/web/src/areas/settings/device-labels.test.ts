import { describe, expect, it } from 'vitest';
import { deviceKind, lastSeen } from './device-labels';

const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('lastSeen', () => {
  it('says how long ago, in English or Swedish', () => {
    expect(lastSeen('2025-03-01T11:55:00Z', 'en', NOW)).toBe('5 minutes ago');
    expect(lastSeen('2025-03-01T11:55:00Z', 'se', NOW)).toBe('för 5 minuter sedan');
    expect(lastSeen('2025-02-27T12:00:00Z', 'en', NOW)).toBe('2 days ago');
  });

  it('never says the future', () => {
    expect(lastSeen('2025-03-01T12:00:30Z', 'en', NOW)).toBe('a few seconds ago');
  });
});

describe('deviceKind', () => {
  it('maps the user agent device type to an icon kind', () => {
    expect(deviceKind({ deviceType: 'mobile' })).toBe('mobile');
    expect(deviceKind({ deviceType: 'tablet' })).toBe('tablet');
    expect(deviceKind({ deviceType: 'desktop' })).toBe('desktop');
    expect(deviceKind({ deviceType: 'smarttv' })).toBe('other');
  });
});

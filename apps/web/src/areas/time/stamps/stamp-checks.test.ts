import { describe, expect, it } from 'vitest';
import { checkStampTimes } from './stamp-checks';

const ZONE = 'Europe/Stockholm';
const NOW = Date.parse('2026-11-22T20:00:00.000Z'); // 21:00 in Stockholm
const check = (start: string, end: string, duration = '', ended = true) =>
  checkStampTimes({ start, end, duration, ended }, ZONE, NOW);

describe('the stamp form refuses impossible stamps up front', () => {
  it('accepts an ordinary stamp in the product format', () => {
    expect(check('2026-11-22 09:00:00', '2026-11-22 17:00:00', '8:00:00')).toEqual({});
  });

  it('an end before the start is an error on the end, not a zero duration', () => {
    expect(check('2026-11-22 10:00:00', '2026-11-22 09:00:00')).toEqual({ end: 'endBeforeStart' });
  });

  it('an end or a start in the future is refused', () => {
    expect(check('2026-11-22 09:00:00', '2026-11-22 23:00:00')).toEqual({ end: 'endInFuture' });
    expect(check('2026-11-23 09:00:00', '', '', false)).toEqual({ start: 'startInFuture' });
  });

  it('no stamp longer than the server allows, typed as an end or as a duration', () => {
    expect(check('2026-11-01 09:00:00', '2026-11-20 09:00:00')).toEqual({ end: 'tooLong' });
    expect(check('2026-11-22 09:00:00', '', '10000:00:00', false)).toEqual({ duration: 'tooLong' });
    expect(check('2025-01-15 09:00:00', '2026-03-08 01:00:00', '10000:00:00')).toEqual({ duration: 'tooLong' });
  });

  it('unreadable times and a missing end of an ended stamp', () => {
    expect(check('11/22/2026, 09:51:58 PM', '')).toEqual({ start: 'startInvalid', end: 'endRequired' });
    expect(check('', '2026-11-22 30:00:00')).toEqual({ start: 'startRequired', end: 'endInvalid' });
    expect(check('2026-11-22 09:00:00', '', 'soon', false)).toEqual({ duration: 'durationInvalid' });
  });
});

import { describe, expect, it } from 'vitest';
import { fittedWindow } from './timeline-fit';

const dayStart = Date.parse('2026-11-22T00:00:00Z');
const dayEnd = Date.parse('2026-11-23T00:00:00Z');
const at = (hm: string) => Date.parse(`2026-11-22T${hm}:00Z`);
const iso = (hm: string) => `2026-11-22T${hm}:00.000Z`;
const stamp = (start: string, end: string | null) => ({
  _id: start,
  name: 'x',
  timeGroupId: 'g',
  startTime: iso(start),
  endTime: end ? iso(end) : null,
  ended: end !== null,
  auto: false,
});

describe('fittedWindow', () => {
  it('spans the whole hours around the stamps', () => {
    const window = fittedWindow([stamp('09:15', '10:00'), stamp('13:30', '14:10')], dayStart, dayEnd, at('20:00'));
    expect(window).toEqual({ start: at('09:00'), end: at('15:00') });
  });

  it('counts a running stamp up to now, and keeps at least three hours inside the day', () => {
    expect(fittedWindow([stamp('22:40', null)], dayStart, dayEnd, at('23:05'))).toEqual({
      start: at('21:00'),
      end: dayEnd,
    });
    expect(fittedWindow([stamp('08:00', '08:00')], dayStart, dayEnd, at('12:00'))).toEqual({
      start: at('08:00'),
      end: at('11:00'),
    });
  });

  it('is the whole day when nothing is placed', () => {
    expect(fittedWindow([], dayStart, dayEnd, at('12:00'))).toEqual({ start: dayStart, end: dayEnd });
  });
});

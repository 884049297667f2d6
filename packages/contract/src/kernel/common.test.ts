import { describe, expect, it } from 'vitest';
import { booleanQuery, dateSchema, idSchema, instantSchema, pageNumberSchema, requiredId } from './common';
import { refusalCodeOf } from './refusals';
import { timeRefusals } from '../time/refusals';

describe('common fields', () => {
  it('read ids trimmed and bounded', () => {
    expect(idSchema.parse(' abc ')).toBe('abc');
    expect(idSchema.safeParse('').success).toBe(false);
    expect(idSchema.safeParse('x'.repeat(65)).success).toBe(false);
    const missing = requiredId(timeRefusals.ruleIdRequired).safeParse(' ').error?.issues[0];
    expect(missing?.message).toBe('ruleId is required');
    expect(refusalCodeOf(missing!)).toBe('time.ruleIdRequired');
  });

  it('read calendar dates and instants', () => {
    expect(dateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(dateSchema.parse('2028-02-29')).toBe('2028-02-29');
    expect(instantSchema.parse('2026-11-18T10:00:00+01:00')).toBe(Date.parse('2026-11-18T09:00:00Z'));
    expect(instantSchema.safeParse('now').success).toBe(false);
  });

  it('read query booleans and page numbers', () => {
    expect(booleanQuery().parse('true')).toBe(true);
    expect(booleanQuery().parse('false')).toBe(false);
    const invalid = booleanQuery(timeRefusals.unmatchedInvalid).safeParse('yes').error?.issues[0];
    expect(invalid?.message).toBe("unmatched must be 'true' or 'false'");
    expect(refusalCodeOf(invalid!)).toBe('time.unmatchedInvalid');
    expect(pageNumberSchema.parse('3')).toBe(3);
    expect(pageNumberSchema.safeParse('0').success).toBe(false);
  });
});

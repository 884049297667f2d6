import { describe, expect, it } from 'vitest';
import { refusalCatalogue } from './refusal-catalogue';
import { timeRefusals } from '../time/refusals';

describe('refusal catalogue', () => {
  it('names every code once, in its area', () => {
    for (const code of refusalCatalogue.keys()) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('holds every time refusal under the time area', () => {
    for (const refusal of Object.values(timeRefusals)) {
      expect(refusal.code.startsWith('time.')).toBe(true);
      expect(refusalCatalogue.get(refusal.code)).toBe(refusal.message);
    }
  });

  it('keeps the texts people already see', () => {
    expect(timeRefusals.timeGroupNotFound.message).toBe('Time group not found');
    expect(timeRefusals.rangeTooLong.message).toBe('The range may span at most 400 days.');
    expect(timeRefusals.tooManyUrlRules.message).toBe('You may have at most 500 URL rules.');
  });
});

import { describe, expect, it } from 'vitest';
import { refusalCatalogue } from './refusal-catalogue';
import { timeRefusals } from './time-refusals';

describe('refusal catalogue', () => {
  it('gives every English text one code, so a schema message names its refusal', () => {
    const texts = [...refusalCatalogue.values()];
    expect(new Set(texts).size).toBe(texts.length);
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

import { describe, expect, it } from 'vitest';
import { amountFor, formatAmount, currencyOf, formatMoney, loadHourlyRate, saveHourlyRate } from './amount';
import { formatHm } from '../../../shared/duration';

describe('amount', () => {
  it('multiplies hours by the hourly rate, to the cent', () => {
    expect(amountFor(90 * 60_000, 100)).toBe(150);
    expect(amountFor(10 * 60_000, 95)).toBe(15.83);
    expect(amountFor(0, 500)).toBe(0);
  });

  it('has no amount without a usable rate', () => {
    expect(amountFor(3_600_000, null)).toBeNull();
    expect(amountFor(3_600_000, undefined)).toBeNull();
    expect(amountFor(3_600_000, Number.NaN)).toBeNull();
    expect(amountFor(3_600_000, -5)).toBeNull();
  });

  it('formats with two decimals in the reader language', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'sv').replace(/\s/g, ' ')).toBe('1 234,50');
  });

  it('remembers the rate', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(loadHourlyRate(storage)).toBeNull();
    saveHourlyRate(650.5, storage);
    expect(loadHourlyRate(storage)).toBe(650.5);
    saveHourlyRate(null, storage);
    expect(loadHourlyRate(storage)).toBeNull();
  });

  it('writes durations as h:mm', () => {
    expect(formatHm(0)).toBe('0:00');
    expect(formatHm(65 * 60_000 + 59_000)).toBe('1:05');
    expect(formatHm(31 * 3_600_000 + 40 * 60_000)).toBe('31:40');
  });
});

describe('amounts carry a currency', () => {
  it('the language picks it', () => {
    expect(currencyOf('sv')).toBe('SEK');
    expect(currencyOf('en')).toBe('EUR');
  });

  it('shows money in the reader’s language with its currency', () => {
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'sv', 'SEK').replace(/\s/g, ' ')).toBe('1 234,50 kr');
  });
});

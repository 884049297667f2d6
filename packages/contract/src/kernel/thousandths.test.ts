import { describe, expect, it } from 'vitest';
import {
  addInThousandths,
  fromThousandths,
  hasThousandthsPrecision,
  roundToThousandths,
  toThousandths,
} from './thousandths';

describe('the thousandths codec', () => {
  it('reads a bigint column however the driver hands it back', () => {
    expect(fromThousandths(1500)).toBe(1.5);
    expect(fromThousandths('-2250')).toBe(-2.25);
    expect(fromThousandths(3000n)).toBe(3);
    expect(fromThousandths(null)).toBeNull();
  });

  it('writes the nearest whole thousandths, and null as null', () => {
    expect(toThousandths(0.1 + 0.2)).toBe(300);
    expect(toThousandths(1.0005)).toBe(1001);
    expect(toThousandths(null)).toBeNull();
  });

  it('adds and rounds exactly, as the server does', () => {
    expect(addInThousandths(0.1, 0.2)).toBe(0.3);
    expect(roundToThousandths(2 / 3)).toBe(0.667);
    expect(hasThousandthsPrecision(0.125)).toBe(true);
    expect(hasThousandthsPrecision(0.0005)).toBe(false);
    expect(hasThousandthsPrecision(Number.NaN)).toBe(false);
  });
});

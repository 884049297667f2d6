/**
 * Amounts (counter steps and changes, storage and shopping quantities, recipe ingredients) are
 * decimals with at most three places, kept by the server as whole thousandths so that adding them
 * is exact. This is the one codec between the two.
 */

/** How many thousandths make one. */
const SCALE = 1000;

/** A decimal as the whole thousandths the server stores (rounded to the nearest). */
export function toThousandths(value: number): number;
export function toThousandths(value: number | null): number | null;
export function toThousandths(value: number | null): number | null {
  return value === null ? null : Math.round(value * SCALE);
}

/**
 * Whole thousandths as the decimal they stand for. A `bigint` column may come back from the driver
 * as a string or a bigint; either is read as its number.
 */
export function fromThousandths(thousandths: number | string | bigint): number;
export function fromThousandths(thousandths: number | string | bigint | null): number | null;
export function fromThousandths(thousandths: number | string | bigint | null): number | null {
  return thousandths === null ? null : Number(thousandths) / SCALE;
}

/** Rounds to the thousandths the server keeps. */
export function roundToThousandths(value: number): number {
  return fromThousandths(toThousandths(value));
}

/** `a + b`, exact in thousandths as the server adds (0.1 + 0.2 is 0.3). */
export function addInThousandths(a: number, b: number): number {
  return fromThousandths(toThousandths(a) + toThousandths(b));
}

/** Whether `value` has at most three decimals (within floating-point noise). */
export function hasThousandthsPrecision(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * SCALE - Math.round(value * SCALE)) < 1e-6;
}

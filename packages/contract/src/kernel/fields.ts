import { z } from 'zod';
import { refusalMessage, type Refusal } from './refusals';
import { hasThousandthsPrecision } from './thousandths';

/**
 * The fields several areas build alike from a limit and a refusal: a short text a person may leave
 * empty (a unit), and an amount with at most three decimals (kernel/thousandths.ts), set or changed
 * by a signed amount (a counter's step and change, a storage or shopping quantity).
 */

/** A text a person may leave empty: trimmed, at most `max` characters. */
export function optionalText(max: number, tooLong: Refusal) {
  return z.string().trim().max(max, refusalMessage(tooLong));
}

/** An amount with at most three decimals, up to `max`: above 0, or from 0 where `zeroAllowed`. */
export function amountField(max: number, outOfRange: Refusal, { zeroAllowed = false } = {}) {
  const message = refusalMessage(outOfRange);
  const number = z.number(message);
  const least = zeroAllowed ? number.min(0, message) : number.gt(0, message);
  return least.max(max, message).refine(hasThousandthsPrecision, message);
}

/** A signed change of an amount: within ±`max`, never 0, with at most three decimals. */
export function amountChangeField(max: number, outOfRange: Refusal) {
  const message = refusalMessage(outOfRange);
  return z
    .number(message)
    .min(-max, message)
    .max(max, message)
    .refine((value) => value !== 0 && hasThousandthsPrecision(value), message);
}

/** The money an amount of time is worth at an hourly rate; null without a usable rate. */
export function amountFor(totalMs: number, hourlyRate: number | null | undefined): number | null {
  if (hourlyRate === null || hourlyRate === undefined || !Number.isFinite(hourlyRate) || hourlyRate < 0) return null;
  return Math.round((totalMs / 3_600_000) * hourlyRate * 100) / 100;
}

/** An amount with two decimals in the reader's language, no currency (the rate's unit is theirs). */
export function formatAmount(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Money in the chosen currency, in the reader's language ("1 234,50 kr", "€1,234.50"). */
export function formatMoney(amount: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
}

const CURRENCY_OF_LANGUAGE: Record<string, string> = { sv: 'SEK', en: 'EUR' };

/** The currency amounts are in: the language's (Swedish: SEK, English: EUR). */
export function currencyOf(locale: string): string {
  return CURRENCY_OF_LANGUAGE[locale] ?? 'EUR';
}

const RATE_KEY = 'ordna.time.hourlyRate';

/** The hourly rate this browser remembers, or null. */
export function loadHourlyRate(storage: Pick<Storage, 'getItem'> | null = safeStorage()): number | null {
  const raw = storage?.getItem(RATE_KEY);
  if (!raw) return null;
  const rate = Number(raw);
  return Number.isFinite(rate) && rate >= 0 ? rate : null;
}

export function saveHourlyRate(
  rate: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
): void {
  try {
    if (rate === null) storage?.removeItem(RATE_KEY);
    else storage?.setItem(RATE_KEY, String(rate));
  } catch {
    // Private mode or a full quota: the rate still works until the page closes.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

import { localeOf } from '../../shared/format-day';

const formats = new Map<string, Intl.NumberFormat>();

/** A counter's value or step in the person's language: up to three decimals, grouped thousands. */
export function formatAmount(value: number, language: string): string {
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    formats.set(locale, format);
  }
  return format.format(value);
}

import { localeOf } from '../../shared/format-day';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: string, signed: boolean): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, signDisplay: signed ? 'exceptZero' : 'auto' });
    formats.set(key, format);
  }
  return format;
}

/** A counter's value or step in the person's language: up to three decimals, grouped thousands. */
export function formatAmount(value: number, language: string): string {
  return formatOf(language, false).format(value);
}

/** A change with its sign: '+1', '-0.25' ('−0,25' in Swedish), '0'. */
export function formatChange(value: number, language: string): string {
  return formatOf(language, true).format(value);
}

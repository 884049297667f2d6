import { formatQuantityLine } from '@ordna/contract/kernel/quantities';
import type { ShoppingList } from '@ordna/contract/shopping';

/** A list as plain text to paste anywhere: its name, then one line per item still to buy. */
export function listAsText(list: ShoppingList, decimalSeparator: '.' | ',' = '.'): string {
  const lines = list.items
    .filter((item) => !item.checked)
    .map((item) => `- ${formatQuantityLine(item, { decimalSeparator })}`);
  return [list.name, ...lines].join('\n');
}

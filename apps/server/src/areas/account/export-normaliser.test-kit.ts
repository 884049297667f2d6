import type { AccountExportDocument } from '@ordna/contract/account/export';
import { exportedTables } from './account-tables';

type Row = Record<string, unknown>;

/**
 * An export as it reads apart from ids and the moment it was made, so an export of an imported
 * account can be compared with the export it came from. Ids are random, and rows come by id, so
 * each id is replaced by what its row holds (its table and its values, its own links replaced
 * first: parents come before the rows that point at them), and each table's rows are sorted.
 * The person's username becomes `<person>`, wherever a row names them; times in rows are kept,
 * since an import keeps them. Shares are left out: they are listed by reference and not carried.
 */
export function normalisedExport(document: AccountExportDocument): unknown {
  const labels = new Map<string, string>();
  const label = (id: unknown) => (typeof id === 'string' ? (labels.get(id) ?? `<not in the file: ${id}>`) : id);
  const tables: Record<string, string[]> = {};
  for (const table of exportedTables) {
    const rows = document.tables[table.table] ?? [];
    const texts = rows.map((row) => {
      const copy: Row = { ...row };
      delete copy.id;
      for (const column of Object.keys(table.links)) copy[column] = label(copy[column]);
      for (const column of table.people ?? []) {
        if (copy[column] === document.person.username) copy[column] = '<person>';
      }
      if (table.table === 'drinks' && typeof copy.ingredients === 'string') {
        const ingredients = JSON.parse(copy.ingredients) as Row[];
        copy.ingredients = ingredients.map((ingredient) => ({
          ...ingredient,
          foodItemId: label(ingredient.foodItemId),
        }));
      }
      return stableText(copy);
    });
    rows.forEach((row, index) => {
      if (typeof row.id === 'string') labels.set(row.id, `${table.table}${texts[index]}`);
    });
    tables[table.table] = texts.sort();
  }
  const preferences: Row = { ...document.person.preferences };
  preferences.journalGroup = label(preferences.journalGroup);
  preferences.defaultShoppingList = label(preferences.defaultShoppingList);
  return { format: document.format, version: document.version, preferences, tables };
}

/** JSON with every object's keys in order. */
function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Row).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

import { newId } from '../../lib/ids';
import { newChangeId } from '../counters/public';
import type { ExportedTable } from './account-tables';
import { ImportRowRefused, type NewIds } from './import-ids';

/**
 * An exported row made this instance's (account-import.ts): a new id, the links it had pointing
 * at the new ids of what they pointed at, the owner the importing person. A link to something
 * not in the file (a food in a storage group someone else shared) is dropped, as the export
 * left it out; a link the table cannot do without then fails the import as a damaged file.
 */

type Row = Record<string, unknown>;

const ID_LENGTH = { min: 8, max: 32, default: 16 };

function idLike(old: unknown): () => string {
  const length = typeof old === 'string' ? old.length : 0;
  return () => newId(length >= ID_LENGTH.min && length <= ID_LENGTH.max ? length : ID_LENGTH.default);
}

export interface RowContext {
  userId: string;
  ids: NewIds;
  /** The id of the person a username names (who made a counter change). */
  personOf: (username: unknown) => Promise<string>;
}

export async function importedRow(table: ExportedTable, row: Row, context: RowContext): Promise<Row> {
  const out: Row = { ...row, userId: context.userId };
  if ('id' in row) {
    // Counter changes' ids sort by when they were made (counters/change-ids.ts).
    const make = table.table === 'counterChanges' ? () => newChangeId(Number(row.time)) : idLike(row.id);
    out.id = context.ids.give(table.table, row.id, make);
  }
  for (const [column, target] of Object.entries(table.links)) {
    if (row[column] !== null && row[column] !== undefined) out[column] = context.ids.of(target, row[column]);
  }
  for (const column of table.people ?? []) out[column] = await context.personOf(row[column]);
  if (table.table === 'drinks') out.ingredients = withFoodsRenamed(row.ingredients, context.ids);
  for (const column of table.binary ?? []) out[column] = bytesOf(table.table, row[column]);
  if (table.table === 'images') checkPicture(out);
  return out;
}

function bytesOf(table: string, text: unknown): Buffer {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new ImportRowRefused(`${table}: bytes that are not base64`);
  }
  return Buffer.from(text, 'base64');
}

/**
 * A picture is served from this instance with its stored content type, so only what the server
 * itself keeps comes in: WebP (its RIFF…WEBP header), never a page or a script dressed as one.
 */
function checkPicture(row: Row): void {
  const bytes = row.bytes as Buffer;
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  if (row.contentType !== 'image/webp' || !webp) throw new ImportRowRefused('images: a picture that is not WebP');
}

/** A drink's ingredients (JSON) with each food in storage pointing at its new id. */
function withFoodsRenamed(ingredients: unknown, ids: NewIds): unknown {
  if (typeof ingredients !== 'string') return ingredients;
  let list: unknown;
  try {
    list = JSON.parse(ingredients);
  } catch {
    throw new ImportRowRefused('drinks: ingredients that are not JSON');
  }
  if (!Array.isArray(list)) throw new ImportRowRefused('drinks: ingredients that are not a list');
  return JSON.stringify(
    list.map((ingredient: unknown) =>
      typeof ingredient === 'object' && ingredient !== null && 'foodItemId' in ingredient
        ? { ...ingredient, foodItemId: ids.of('storageItems', ingredient.foodItemId) }
        : ingredient,
    ),
  );
}

import { z } from 'zod';
import { accountExportDocument } from './export';

/** The JSON Schema of the whole-account export, as docs/export.schema.json holds it. */
export function exportJsonSchema(): string {
  const schema = z.toJSONSchema(accountExportDocument, { target: 'draft-2020-12' });
  return `${JSON.stringify({ ...schema, $id: 'https://ordna.app/export.schema.json', title: 'Ordna account export' }, null, 2)}\n`;
}

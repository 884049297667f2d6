import {
  accountExportDocument,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type AccountExportDocument,
} from '@ordna/contract/account/export';

/**
 * Reading an export file brought back (POST /account/import): the text parsed as JSON and
 * checked against the export's schema, or why it cannot be imported. Pure, so it runs the same
 * on the event loop (a small file) and in a worker thread (a large one, export-readers.ts).
 */

export type ExportRefusal = 'importNotAnExport' | 'importNewerVersion' | 'importTruncated' | 'importInvalid';

export type ExportReading =
  { ok: true; document: AccountExportDocument } | { ok: false; refusal: ExportRefusal; detail: string };

export function readExportFile(bytes: Uint8Array): ExportReading {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Ordna's own export cut short still starts as one: the download stopped, or the copy did.
    const ours = text.trimStart().startsWith(`{"format":"${EXPORT_FORMAT}"`);
    return { ok: false, refusal: ours ? 'importTruncated' : 'importNotAnExport', detail: String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== EXPORT_FORMAT) {
    return { ok: false, refusal: 'importNotAnExport', detail: 'no ordna-export format field' };
  }
  const { version } = parsed as { version?: unknown };
  if (typeof version === 'number' && version > EXPORT_VERSION) {
    return { ok: false, refusal: 'importNewerVersion', detail: `version ${version}` };
  }
  const checked = accountExportDocument.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, refusal: 'importInvalid', detail: `${issue?.path.join('.')}: ${issue?.message}` };
  }
  return { ok: true, document: checked.data };
}

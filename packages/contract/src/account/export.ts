import { z } from 'zod';

/**
 * The whole-account export (GET /account/export): one JSON document, versioned. Its JSON Schema
 * is docs/export.schema.json, generated from this schema (a test keeps the two the same).
 */
export const EXPORT_FORMAT = 'ordna-export';
/** 2: pictures of recipes and drinks (the `images` table, base64). Version 1 files are read too. */
export const EXPORT_VERSION = 2;

/**
 * The bounds an import checks (POST /account/import): the file's size, the rows of one table, one
 * value's length and a column name's. The file is read as it arrives, a row at a time, so its
 * size bounds the disk it takes (the import's memory does not follow it: ~183 MiB over the idle
 * server at 232 MB, 0.83 bytes a byte, against ~126 MiB at 23 MB, in bench/account-import):
 * 256 MiB, room for the export of 100k notes and a million stamps (~230 MB; docs/architecture.md,
 * "The whole account").
 */
export const IMPORT_FILE_MAX_BYTES = 256 * 1024 * 1024;
export const EXPORT_TABLE_ROWS_MAX = 2_000_000;
/** Room for a picture as the server keeps it (WebP, at most 1600 px a side), in base64. */
export const EXPORT_VALUE_MAX = 4_000_000;
const COLUMN_NAME_MAX = 64;

/** A row as stored: its columns' values (text, numbers, or nothing); ids are the exporting instance's. */
export const exportedRow = z.record(
  z.string().max(COLUMN_NAME_MAX),
  z.union([z.string().max(EXPORT_VALUE_MAX), z.number(), z.null()]),
);

const shareByReference = z.object({
  kind: z.string().max(COLUMN_NAME_MAX),
  thingId: z.string().max(COLUMN_NAME_MAX),
  role: z.string().max(COLUMN_NAME_MAX),
});
const username = z.string().max(COLUMN_NAME_MAX);

/** The exporting person: their username, preferences and when they joined. */
export const exportedPerson = z.object({
  username,
  preferences: z.record(z.string().max(COLUMN_NAME_MAX), z.unknown()),
  createdAt: z.number().describe('Epoch milliseconds'),
});
export const exportedAtText = z.string().max(COLUMN_NAME_MAX).describe('When the export was made (ISO-8601)');
export const givenShare = shareByReference.extend({ with: username.describe('The username it was shared with') });
export const receivedShare = shareByReference.extend({ from: username.describe('The username of its owner') });

export const accountExportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.union([z.literal(1), z.literal(EXPORT_VERSION)]).describe('1 or 2 (2 carries pictures)'),
    exportedAt: exportedAtText,
    person: exportedPerson,
    tables: z
      .record(z.string().max(COLUMN_NAME_MAX), z.array(exportedRow).max(EXPORT_TABLE_ROWS_MAX))
      .describe("Every table of the person's things by name, parents before the rows that point at them"),
    shares: z.object({
      given: z.array(givenShare).max(EXPORT_TABLE_ROWS_MAX),
      received: z.array(receivedShare).max(EXPORT_TABLE_ROWS_MAX),
    }),
  })
  .describe('Everything one person keeps in Ordna');
export type AccountExportDocument = z.infer<typeof accountExportDocument>;

/**
 * POST /account/import: the export file as it was downloaded, sent as the request's body (JSON,
 * up to IMPORT_FILE_MAX_BYTES). The server reads it as it arrives and checks each part against
 * accountExportDocument's pieces itself, so the body is declared as any JSON here.
 */
export const accountImportFile = z
  .unknown()
  .describe('An export file (docs/export.schema.json), as GET /account/export gave it; up to 256 MiB');

/** What an import brought in: the rows it made, table by table. */
export const accountImportAnswer = z.object({
  rows: z.record(z.string(), z.number()),
});
export type AccountImportAnswer = z.infer<typeof accountImportAnswer>;

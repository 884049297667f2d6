import { z } from 'zod';

/**
 * The whole-account export (GET /account/export): one JSON document, versioned. Its JSON Schema
 * is docs/export.schema.json, generated from this schema (a test keeps the two the same).
 */
export const EXPORT_FORMAT = 'ordna-export';
export const EXPORT_VERSION = 1;

/** A row as stored: its columns' values (text, numbers, or nothing); ids are the exporting instance's. */
const exportRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

const shareByReference = z.object({
  kind: z.string(),
  thingId: z.string(),
  role: z.string(),
});

export const accountExportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string().describe('When the export was made (ISO-8601)'),
    person: z.object({
      username: z.string(),
      preferences: z.record(z.string(), z.unknown()),
      createdAt: z.number().describe('Epoch milliseconds'),
    }),
    tables: z
      .record(z.string(), z.array(exportRow))
      .describe("Every table of the person's things by name, parents before the rows that point at them"),
    shares: z.object({
      given: z.array(shareByReference.extend({ with: z.string().describe('The username it was shared with') })),
      received: z.array(shareByReference.extend({ from: z.string().describe('The username of its owner') })),
    }),
  })
  .describe('Everything one person keeps in Ordna');
export type AccountExportDocument = z.infer<typeof accountExportDocument>;

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportJsonSchema } from './export-schema';

describe('docs/export.schema.json', () => {
  it('is the JSON Schema of the export document the contract declares', () => {
    const file = new URL('../../../../docs/export.schema.json', import.meta.url);
    // After changing the export's schema: npm run export-schema
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(exportJsonSchema()));
  });
});

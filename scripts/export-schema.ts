// Writes docs/export.schema.json from the contract's schema of the whole-account export.
import { writeFileSync } from 'node:fs';
import { exportJsonSchema } from '../packages/contract/src/account/export-schema';

writeFileSync(new URL('../docs/export.schema.json', import.meta.url), exportJsonSchema());

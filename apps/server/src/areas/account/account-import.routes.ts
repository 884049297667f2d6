import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { IMPORT_FILE_MAX_BYTES } from '@ordna/contract/account/export';
import { accountRefusals } from '@ordna/contract/account/refusals';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { badRequest, withText } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { importAccount } from './account-import';
import { readExport } from './export-readers';

/**
 * POST /account/import: the export file is the body, up to IMPORT_FILE_MAX_BYTES (64 MiB). In
 * this route's own scope a JSON body is kept as its bytes rather than parsed where it arrives,
 * so a large file is parsed and checked in a worker thread (export-readers.ts), not on the event
 * loop every other request shares.
 */
export const accountImportRoutes: AreaRoutes = async (app, deps) => {
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: IMPORT_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    route(
      scoped,
      accountEndpoints.import,
      async (request) => {
        const { userId } = signedInOf(request);
        const bytes = request.body instanceof Uint8Array ? request.body : new Uint8Array();
        const reading = await readExport(bytes);
        if (!reading.ok) {
          const refusal = accountRefusals[reading.refusal];
          throw badRequest(
            reading.refusal === 'importInvalid' ? withText(refusal, `${refusal.message} (${reading.detail})`) : refusal,
          );
        }
        return ok({ rows: await importAccount(deps, userId, reading.document) });
      },
      { bodyLimit: IMPORT_FILE_MAX_BYTES },
    );
  });
};

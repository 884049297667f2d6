import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { IMPORT_FILE_MAX_BYTES } from '@ordna/contract/account/export';
import { accountRefusals } from '@ordna/contract/account/refusals';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { AppError, badRequest, withText } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { importAccount } from './account-import';
import { readExportStream, type ExportRefusal } from './export-reading';
import { openSpool } from './import-spool';

/**
 * POST /account/import: the export file is the body, up to IMPORT_FILE_MAX_BYTES (256 MiB). In this
 * route's own scope a JSON body is not parsed where it arrives: the handler reads it as a stream,
 * a chunk at a time (export-reading.ts), so a file of any size the export makes comes in without
 * being held whole and without holding up other requests.
 */
export const accountImportRoutes: AreaRoutes = async (app, deps) => {
  const bodies = new WeakMap<FastifyRequest, Readable>();
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', (request, payload, done) => {
      bodies.set(request, payload as Readable);
      done(null, null);
    });
    route(
      scoped,
      accountEndpoints.import,
      async (request) => {
        const { userId } = signedInOf(request);
        const body = bodies.get(request);
        if (!body) throw badRequest(accountRefusals.importNotAnExport);
        // Refused before a byte is read; what is not read is not waited for either.
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_FILE_MAX_BYTES) throw tooLarge();
        const spool = await openSpool();
        try {
          const reading = await readExportStream(body, spool);
          if (!reading.ok) {
            // The rest of a bounded body is read and dropped, so the answer reaches a client still sending.
            if (reading.refusal !== 'importTooLarge') body.resume();
            throw refused(reading.refusal, reading.detail);
          }
          return ok({ rows: await importAccount(deps, userId, reading, spool) });
        } finally {
          await spool.remove();
        }
      },
      { bodyLimit: IMPORT_FILE_MAX_BYTES },
    );
  });
};

function tooLarge(): AppError {
  return new AppError(413, accountRefusals.importTooLarge);
}

function refused(refusal: ExportRefusal, detail: string): AppError {
  if (refusal === 'importTooLarge') return tooLarge();
  const answer = accountRefusals[refusal];
  return badRequest(refusal === 'importInvalid' ? withText(answer, `${answer.message} (${detail})`) : answer);
}

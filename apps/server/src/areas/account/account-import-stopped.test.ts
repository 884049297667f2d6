import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createSharedTestApps, signUp, type SharedTestApps } from '../../testing/test-app.test-kit';
import { largeExport, owned, sendImport } from './large-import.test-kit';

const STAMPS = 8_000;

/**
 * An import that stops part way (the process ends: SIGTERM, a crash, power). On SQLite its
 * batches are committed one by one, so what it wrote stays behind its mark until the server
 * starts again or the person imports again; on PostgreSQL it is one transaction, and nothing of
 * it was ever committed. The stop is the importing instance losing its database part way
 * (SQLite: its connection closed between two batches; PostgreSQL: its backend ended): it can
 * neither go on nor remove what it wrote, as a process that ended cannot.
 */
describe('an import that stopped part way', { timeout: 180_000 }, () => {
  let shared: SharedTestApps;
  afterEach(() => shared.close());

  /** Starts Kim's import of a large file on the first instance and stops it part way. */
  async function stoppedImport() {
    shared = await createSharedTestApps(2);
    const [first, second] = shared.apps as [FastifyInstance, FastifyInstance];
    const watcher = shared.dbs[1]!;
    const ann = await signUp(second);
    const kim = await signUp(second);
    const { file, stamps } = await largeExport(second, ann, STAMPS);
    const importing = sendImport(first, kim, file);
    if (shared.dialect === 'sqlite') {
      await vi.waitFor(async () => expect(await owned(watcher, 'timeStamps', kim)).toBeGreaterThan(0), {
        timeout: 120_000,
        interval: 2,
      });
      await shared.dbs[0]!.destroy();
      expect(await owned(watcher, 'timeStamps', kim)).toBeLessThan(stamps);
    } else {
      // Its backend ended once it has written (the transaction holds an id), not before.
      await vi.waitFor(
        async () => {
          const { rows } = await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where pid <> pg_backend_pid() and backend_xid is not null and datname = current_database()`.execute(
            watcher,
          );
          expect(rows.length).toBeGreaterThan(0);
        },
        { timeout: 120_000, interval: 2 },
      );
    }
    expect((await importing).statusCode).not.toBe(200);
    return { second, watcher, kim, file, stamps };
  }

  it('leaves nothing once the server starts again, and the file can be imported again', async () => {
    const { watcher, kim, file, stamps } = await stoppedImport();
    const restarted = await shared.startAnother();
    for (const table of ['timeStamps', 'timeGroups', 'notes', 'timeDayTotals', 'accountImports']) {
      expect(await owned(watcher, table, kim), table).toBe(0);
    }
    const again = await sendImport(restarted, kim, file);
    expect(again.statusCode, again.body).toBe(200);
    expect(await owned(watcher, 'timeStamps', kim)).toBe(stamps);
    expect(await owned(watcher, 'accountImports', kim)).toBe(0);
  });

  it("is removed by the person's next import on an instance that was running", async () => {
    const { second, watcher, kim, file, stamps } = await stoppedImport();
    const again = await sendImport(second, kim, file);
    expect(again.statusCode, again.body).toBe(200);
    expect(await owned(watcher, 'timeStamps', kim)).toBe(stamps);
  });
});

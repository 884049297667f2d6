import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { readLiveEvent, type LiveEvent } from '@ordna/contract/kernel/live';
import type { Db } from '../../db/database';
import { pgModule } from '../../db/pg-module';
import type { LiveBus, LiveDelivery } from './live-bus';

/** NOTIFY refuses payloads of 8000 bytes or more; stay well below with room for the event. */
const MAX_PAYLOAD_BYTES = 7_500;
const FIRST_RETRY_MS = 250;
/** Kept short so live events are back within a few seconds of the database's return. */
const LAST_RETRY_MS = 2_000;
/** A listening connection that cannot be made in this long counts as a failed attempt. */
const CONNECT_TIMEOUT_MS = 2_000;

interface Notice extends LiveEvent {
  to: string[];
}

/**
 * The event bus of several instances on one PostgreSQL (docs/architecture.md, "Live updates"):
 * each instance LISTENs on a dedicated connection (reconnecting with backoff; after a gap its
 * streams are told to read again) and publishes with NOTIFY through the pool. Its own events
 * come back through LISTEN too, so every instance delivers the same way. The channel is named
 * after the schema, so instances of different schemas in one database never hear each other.
 */
export class PostgresBus implements LiveBus {
  private client: pg.Client | null = null;
  private channel = 'ordna_live';
  private deliver: LiveDelivery | null = null;
  private log: FastifyBaseLogger | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly db: Db,
  ) {}

  async start(deliver: LiveDelivery, log: FastifyBaseLogger): Promise<void> {
    this.deliver = deliver;
    this.log = log;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db);
    const schema = rows[0]?.schema ?? 'public';
    if (schema !== 'public') this.channel = `ordna_live_${schema}`.slice(0, 63);
    await this.connect();
  }

  publish(event: LiveEvent, personIds: readonly string[]): void {
    for (const payload of payloadsOf(event, personIds)) {
      sql`select pg_notify(${this.channel}, ${payload})`.execute(this.db).catch((error: unknown) => {
        this.log?.warn({ err: error }, 'live update not sent');
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new (pgModule().Client)({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      // A half-made connection (LISTEN refused) must not linger.
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private receive(payload: string | undefined): void {
    try {
      const notice = JSON.parse(payload ?? '') as Notice;
      const event = readLiveEvent(notice);
      if (!event) throw new Error('not a live event');
      if (Array.isArray(notice.to)) this.deliver?.event(event, notice.to);
    } catch (error) {
      this.log?.warn({ err: error }, 'unreadable live update ignored');
    }
  }

  /** The listening connection broke: try again later, and tell every stream it may have missed events. */
  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.log?.warn({ err: error }, 'live updates lost their database connection; reconnecting');
    this.retry();
  }

  private retry(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => this.deliver?.gap(),
        (error: unknown) => {
          this.log?.warn({ err: error }, 'live updates could not reconnect');
          this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
          if (!this.closed) this.retry();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}

/** The event for these people as NOTIFY payloads, each under the size NOTIFY accepts. */
export function payloadsOf(event: LiveEvent, personIds: readonly string[]): string[] {
  const base = noticeOf(event, []);
  const payloads: string[] = [];
  let chunk: string[] = [];
  let size = Buffer.byteLength(base);
  for (const id of personIds) {
    const added = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (chunk.length > 0 && size + added > MAX_PAYLOAD_BYTES) {
      payloads.push(noticeOf(event, chunk));
      chunk = [];
      size = Buffer.byteLength(base);
    }
    chunk.push(id);
    size += added;
  }
  if (chunk.length > 0) payloads.push(noticeOf(event, chunk));
  return payloads;
}

function noticeOf(event: LiveEvent, to: string[]): string {
  const notice: Notice = { kind: event.kind, id: event.id, action: event.action, to };
  return JSON.stringify(notice);
}

import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once the server is told to stop. */
export const STOP_GRACE_MS = 10_000;

export interface StopOptions {
  /** Closes what outlives the app (the database), after the last request has finished. */
  closeResources: () => Promise<void>;
  graceMs?: number;
  /** How long to keep serving, health answering 503, before the listener closes (STOP_DRAIN_SECONDS). */
  drainMs?: number;
}

/** Servers told to stop: their health check answers 503 `common.stopping` while they drain. */
const draining = new WeakSet<object>();

/** Whether the server behind `app` (any of its scopes) was told to stop. */
export function isStopping(app: FastifyInstance): boolean {
  return draining.has(app.server);
}

/**
 * Stops the server without dropping anyone (docs/architecture.md, "Stopping"): its health check
 * answers 503 for `drainMs` while it still serves, then it stops accepting connections, ends live streams with a hint to reconnect (they find another
 * instance, or this one once it is back), lets requests in flight finish for up to `graceMs`,
 * then cuts what is still open, and closes the database last. Resolves when all is closed.
 */
export async function stopGracefully(
  app: FastifyInstance,
  { closeResources, graceMs = STOP_GRACE_MS, drainMs = 0 }: StopOptions,
) {
  // Behind a balancer that checks health: it sees 503 and stops sending before the listener
  // closes, so no connection waits in a closed listener's queue (the kernel would reset it).
  draining.add(app.server);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const cut = setTimeout(() => {
    app.log.warn(`requests still open after ${graceMs} ms; closing them`);
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    await closeResources();
  }
}

/**
 * SIGTERM and SIGINT stop the server gracefully and exit 0 (1 when closing failed); a second
 * signal while stopping exits at once.
 */
export function stopOnSignals(app: FastifyInstance, options: StopOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again while stopping; exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    stopGracefully(app, options).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'could not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

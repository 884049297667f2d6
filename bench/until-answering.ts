import type { ChildProcess } from 'node:child_process';

/**
 * Waits until GET `url` answers 2xx, as long as `child` (the server's process) lives: a busy
 * machine can take a minute to start it, and a server that died is the only give-up (it says
 * every 15 s that it is still waiting). Used by the benches (server-process.ts) and by the
 * journeys that start a server of their own (e2e/tests/passwords.spec.ts).
 */
export async function untilAnswering(child: ChildProcess, url: string): Promise<void> {
  let alive = child.exitCode === null && child.signalCode === null;
  const exited = () => (alive = false);
  child.once('exit', exited);
  const started = Date.now();
  let told = started;
  try {
    while (alive) {
      const ready = await fetch(url).then(
        (answer) => answer.ok,
        () => false, // not listening yet
      );
      if (ready) return;
      if (Date.now() - told >= 15_000) {
        told = Date.now();
        console.error(`still waiting for ${url} (${Math.round((told - started) / 1000)} s)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    child.off('exit', exited);
  }
  throw new Error(`the process ended (${child.exitCode ?? child.signalCode}) before ${url} answered`);
}

import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../testing/spawned-server.test-kit';
import { createTestApp, signUp } from '../testing/test-app.test-kit';
import { stopGracefully } from './graceful-stop';
import { holdRequest, untilRefused } from './graceful-stop.test-kit';

const newPerson = (name: string) => ({ username: `${name}_${Date.now() % 100000}`, password: 'correct horse battery' });

async function listening() {
  const t = await createTestApp({ eventStreamLifetimeMs: 10 * 60_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  let resourcesClosed = false;
  const closeResources = async () => {
    resourcesClosed = true;
  };
  return { t, port, closeResources, resourcesClosed: () => resourcesClosed };
}

describe('stopping gracefully', () => {
  it('stops accepting at once, finishes the request in flight, then closes the database', async () => {
    const { t, port, closeResources, resourcesClosed } = await listening();
    try {
      const held = await holdRequest(port, 'POST', '/api/auth/signup', newPerson('in_flight'));
      const stopped = stopGracefully(t.app, { closeResources });
      await untilRefused(port);
      expect(resourcesClosed()).toBe(false);
      held.finish();
      const answer = await held.answer;
      expect(answer?.status).toBe(201);
      expect(JSON.parse(answer!.body)).toMatchObject({ status: true });
      await stopped;
      expect(resourcesClosed()).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('serves a request that arrives on a connection already open while stopping, not refusing it', async () => {
    const { t, port, closeResources } = await listening();
    try {
      const next = 'GET /api/docs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
      const held = await holdRequest(port, 'POST', '/api/auth/signup', newPerson('kept_alive'), next);
      const stopped = stopGracefully(t.app, { closeResources });
      await untilRefused(port);
      held.finish();
      expect(await held.statuses).toEqual([201, 200]);
      await stopped;
    } finally {
      await t.close();
    }
  });

  it('with a drain, keeps serving while health says it is stopping, then stops accepting', async () => {
    const { t, port, closeResources } = await listening();
    try {
      let drained = false;
      const stopped = stopGracefully(t.app, { closeResources, drainMs: 5000 }).then(() => (drained = true));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: false, code: 'common.stopping', retry: true });
      // Still serving everything else while a balancer takes it out.
      const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newPerson('while_draining')),
      });
      expect(signup.status).toBe(201);
      expect(drained).toBe(false);
      await stopped;
      await untilRefused(port);
    } finally {
      await t.close();
    }
  });

  it('cuts a request still open after the grace period, and stops', async () => {
    const { t, port, closeResources, resourcesClosed } = await listening();
    try {
      const held = await holdRequest(port, 'POST', '/api/auth/signup', newPerson('never_finished'));
      await stopGracefully(t.app, { closeResources, graceMs: 200 });
      expect(await held.answer).toBeNull();
      expect(resourcesClosed()).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('ends live streams with a hint to reconnect soon', async () => {
    const { t, port, closeResources } = await listening();
    try {
      const person = await signUp(t.app);
      const request = http.get(`http://127.0.0.1:${port}/api/events`, {
        headers: { 'x-access-token': person.access.token },
        agent: false,
      });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      const ended = new Promise<void>((resolve) => response.once('end', resolve));
      await stopGracefully(t.app, { closeResources });
      await ended;
      expect(text.startsWith('event: ready')).toBe(true);
      expect(text.endsWith('retry: 500\n\n')).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('the server process on SIGTERM', () => {
  it('finishes the request in flight and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-sigterm-'));
    const { port, child, exited, untilServing } = await spawnServer(dir);
    try {
      await untilServing();
      const held = await holdRequest(port, 'POST', '/api/auth/signup', newPerson('sigterm'));
      child.kill('SIGTERM');
      await untilRefused(port);
      held.finish();
      expect((await held.answer)?.status).toBe(201);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

// Live updates through deploy/'s proxy configuration: two built instances on one PostgreSQL, the
// proxy in front with the shipped file (only its addresses changed to local ports), a person
// with a live-update stream open through the proxy, and writes through the proxy (which spreads
// them over both instances). Prints how long each event took to arrive after its write was
// answered, and exits 1 when the median took longer than LIMIT_MS or one never came (haproxy
// without `option http-no-delay` measured a median of 253 ms here, with it 19 ms).
//
//   DATABASE_URL=postgres://… node deploy/live-through-proxy.mjs nginx|haproxy   (after npm run build)
//   HAPROXY_CFG=other.cfg …   tries another haproxy configuration
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT_MS = 100;
const WRITES = 10;
const proxy = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');
if (!['nginx', 'haproxy'].includes(proxy ?? '') || !databaseUrl?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… node deploy/live-through-proxy.mjs nginx|haproxy');
  process.exit(2);
}
if (!fs.existsSync(main)) {
  console.error(`${main} is missing: run npm run build first.`);
  process.exit(2);
}

const children = [];
let stopping = false;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ordna-${proxy}-`));
const stopAll = () => {
  stopping = true;
  for (const child of children.splice(0)) child.kill('SIGTERM');
};
process.on('exit', stopAll);

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A child process; its standard output (haproxy's request log) is dropped, its errors shown. */
function start(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${command} ended early (${code ?? signal})`);
      process.exit(1);
    }
  });
  return child;
}

function request(port, method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...headers,
          ...(payload && { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

async function waitForHealth(port) {
  for (let tries = 0; tries < 300; tries++) {
    const answer = await request(port, 'GET', '/api/health').catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy answer on port ${port}`);
}

const [one, two, front] = [await freePort(), await freePort(), await freePort()];
const instanceEnv = {
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  ORDNA_SECRET: 'proxy-check-secret-0123456789',
};
start(process.execPath, [main], { ...instanceEnv, PORT: String(one), HOST: '127.0.0.1' });
await waitForHealth(one);
start(process.execPath, [main], { ...instanceEnv, PORT: String(two), HOST: '127.0.0.1' });
await waitForHealth(two);

const local = (text) => text.replace('ordna-1:3000', `127.0.0.1:${one}`).replace('ordna-2:3000', `127.0.0.1:${two}`);
if (proxy === 'nginx') {
  const site = local(fs.readFileSync(path.join(root, 'deploy/nginx/ordna.conf'), 'utf8')).replace(
    'listen 80;',
    `listen 127.0.0.1:${front};`,
  );
  fs.writeFileSync(path.join(dir, 'ordna.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  include ${dir}/ordna.conf;\n}\n`,
  );
  start('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;']);
} else {
  const config = local(
    fs.readFileSync(process.env.HAPROXY_CFG ?? path.join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8'),
  ).replace('bind :80', `bind 127.0.0.1:${front}`);
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), config);
  start('haproxy', ['-f', path.join(dir, 'haproxy.cfg'), '-db']);
}
await waitForHealth(front);

const username = `proxy_${Date.now() % 1_000_000}`;
const signedUp = await request(front, 'POST', '/api/auth/signup', {
  body: { username, password: 'correct horse battery' },
});
if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
const token = JSON.parse(signedUp.text).data.access.token;

// The stream, through the proxy: each change event is stamped the moment its bytes arrive.
const arrivals = new Map();
const stream = http.get({
  host: '127.0.0.1',
  port: front,
  path: '/api/events',
  agent: false,
  headers: { 'x-access-token': token },
});
const response = await new Promise((resolve, reject) => stream.once('response', resolve).once('error', reject));
if (response.statusCode !== 200) throw new Error(`the stream answered ${response.statusCode}`);
let buffer = '';
let wake = () => undefined;
response.on('data', (chunk) => {
  const now = performance.now();
  buffer += chunk;
  let end;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const message = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const data = /^data: (.*)$/m.exec(message)?.[1];
    if (/^event: change$/m.test(message) && data) arrivals.set(JSON.parse(data).id, now);
  }
  wake();
});

const delays = [];
for (let i = 0; i < WRITES; i++) {
  const created = await request(front, 'POST', '/api/counter-group', {
    headers: { 'x-access-token': token },
    body: { name: `Group ${i}` },
  });
  const answered = performance.now();
  if (created.status !== 201) throw new Error(`a write answered ${created.status}: ${created.text}`);
  const id = JSON.parse(created.text).data._id;
  const deadline = answered + 2_000;
  while (!arrivals.has(id) && performance.now() < deadline) {
    await new Promise((resolve) => {
      wake = resolve;
      setTimeout(resolve, deadline - performance.now());
    });
  }
  if (!arrivals.has(id)) throw new Error(`write ${i}: no event within 2 s`);
  delays.push(Math.max(0, arrivals.get(id) - answered));
}
stream.destroy();
stopAll();

const sorted = [...delays].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
console.log(
  `${proxy}: ${WRITES} live events through two instances, after each write's answer: median ${at(0.5)} ms, max ${at(1)} ms (median limit ${LIMIT_MS} ms)`,
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(Number(at(0.5)) <= LIMIT_MS ? 0 : 1);

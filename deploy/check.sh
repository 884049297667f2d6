#!/usr/bin/env bash
# Checks what can be checked of deploy/ without a container engine (README, "Deploy: the files in
# deploy/"): the proxy files parse (nginx -t, haproxy -c), the systemd unit verifies, the
# Dockerfile runs only the README's commands, compose.yaml has the services the README names, and
# live updates pass through nginx and haproxy at once (two built instances on PostgreSQL).
# Needs nginx, haproxy, a build (npm run build) and DATABASE_URL=postgres://… (an empty database).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL=postgres://… (an empty database) is needed for the live-update check}"
for tool in nginx haproxy; do
  command -v "$tool" >/dev/null || { echo "$tool is missing (apt-get install $tool)."; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The shipped files name compose's instances, which resolve only inside compose: local ports here.
local_addresses() { sed -e 's/ordna-1:3000/127.0.0.1:3001/; s/ordna-2:3000/127.0.0.1:3002/' "$1"; }

echo "== nginx -t on deploy/nginx/ordna.conf"
local_addresses deploy/nginx/ordna.conf >"$work/ordna.conf"
printf 'pid %s/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include %s/ordna.conf;\n}\n' "$work" "$work" >"$work/nginx.conf"
nginx -t -q -c "$work/nginx.conf" -p "$work"

echo "== haproxy -c on deploy/haproxy/haproxy.cfg"
local_addresses deploy/haproxy/haproxy.cfg >"$work/haproxy.cfg"
haproxy -c -f "$work/haproxy.cfg" >"$work/haproxy.out" 2>&1 || { cat "$work/haproxy.out"; exit 1; }
! grep -E 'WARNING|ALERT' "$work/haproxy.out" || { echo "haproxy warns about deploy/haproxy/haproxy.cfg"; exit 1; }

echo "== systemd-analyze verify on deploy/systemd/ordna@.service"
if command -v systemd-analyze >/dev/null; then
  cp deploy/systemd/ordna@.service "$work/ordna@3000.service"
  systemd-analyze verify --man=no "$work/ordna@3000.service" >"$work/unit.out" 2>&1 || true
  # It exits 0 on a key it cannot parse, so any word from it fails the check.
  [ ! -s "$work/unit.out" ] || { cat "$work/unit.out"; exit 1; }
  grep -qx 'Restart=always' deploy/systemd/ordna@.service || { echo "the unit does not restart always"; exit 1; }
else
  echo "systemd-analyze is not installed here: the unit was NOT verified."
fi

echo "== the Dockerfile runs the README's commands"
grep -E '^RUN npm ' deploy/Dockerfile | sed 's/^RUN //' >"$work/steps"
grep -E '^CMD ' deploy/Dockerfile | sed -E 's/^CMD \[(.*)\]$/\1/; s/", "/ /g; s/"//g' >>"$work/steps"
[ "$(wc -l <"$work/steps")" -ge 3 ] || { echo "the Dockerfile's npm steps or CMD were not found"; exit 1; }
while read -r step; do
  grep -qF "$step" README.md || { echo "The Dockerfile runs \`$step\`, which the README does not."; exit 1; }
done <"$work/steps"
need() { grep -qE "$1" deploy/Dockerfile || { echo "deploy/Dockerfile: no line matches $1"; exit 1; }; }
need '^HEALTHCHECK '
need "fetch\('http://127.0.0.1:' .*'/api/health'\)"
need '^USER node$'
need '^VOLUME \["/data"\]$'
need '^ *DATABASE_URL=/data/ordna.db$'

echo "== compose.yaml"
node --input-type=module -e "
import fs from 'node:fs';
import { parse } from 'yaml';
const compose = parse(fs.readFileSync('deploy/compose.yaml', 'utf8'), { merge: true });
const { ordna, postgres, proxy, ...rest } = compose.services;
const fail = (why) => { console.error('deploy/compose.yaml: ' + why); process.exit(1); };
if (ordna.profiles) fail('the SQLite service must start by default');
if (!ordna.volumes.includes('ordna-data:/data')) fail('the SQLite service keeps its data outside /data');
for (const name of ['ordna-1', 'ordna-2']) {
  const one = rest[name];
  if (!one?.profiles?.includes('postgres') || !one.environment.DATABASE_URL.startsWith('postgres://')) fail(name + ' is not a PostgreSQL instance');
}
if (!postgres.profiles.includes('postgres') || !proxy.profiles.includes('postgres')) fail('PostgreSQL and the proxy belong to the postgres profile');
const mounted = proxy.volumes[0].split(':')[0];
if (!fs.existsSync('deploy/' + mounted)) fail('the proxy mounts ' + mounted + ', which is not there');
if (!fs.existsSync(ordna.build.dockerfile)) fail('no ' + ordna.build.dockerfile);
"

echo "== live updates through nginx and haproxy"
node deploy/live-through-proxy.mjs nginx
node deploy/live-through-proxy.mjs haproxy
echo "deploy/ checks passed"

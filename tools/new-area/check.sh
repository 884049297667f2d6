#!/usr/bin/env bash
# Proves the new-area generator and docs/adding-an-area.md (CI runs this, .ci/run): in a copy of
# the tree, `npm run new-area -- habits` writes a throwaway area, which must then typecheck, lint,
# and pass its own tests and the shared ones that list every area or route; the copy is discarded.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
started=$(date +%s)

# The tree as it is (tracked and new files), without node_modules: the dependencies are linked,
# but the workspaces' own links point into the copy, so the copy's contract is the one resolved.
git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$copy"
mkdir "$copy/node_modules"
for entry in "$root"/node_modules/* "$root"/node_modules/.bin; do
  name=$(basename "$entry")
  [ "$name" = @ordna ] || ln -s "$entry" "$copy/node_modules/$name"
done
mkdir "$copy/node_modules/@ordna"
for workspace in packages/contract apps/server apps/web e2e bench; do
  ln -s "$copy/$workspace" "$copy/node_modules/@ordna/$(basename "$workspace")"
  [ ! -d "$root/$workspace/node_modules" ] || ln -s "$root/$workspace/node_modules" "$copy/$workspace/node_modules"
done

cd "$copy"
echo "== new-area: generate habits"
marker=$(mktemp -p "$copy")
npm run --silent new-area -- habits >/dev/null
changed=$(find packages apps e2e README.md -newer "$marker" -type f -not -path '*/node_modules/*')

echo "== new-area: typecheck"
# Two at a time (tsc uses one core); any failure fails the check.
pids=()
for project in packages/contract apps/server apps/web e2e; do
  npx tsc -p "$project" --noEmit &
  pids+=($!)
  if [ ${#pids[@]} -eq 2 ]; then wait "${pids[0]}"; wait "${pids[1]}"; pids=(); fi
done

echo "== new-area: lint and format"
# shellcheck disable=SC2086 # one path a word
npx eslint --max-warnings 0 $(printf '%s\n' $changed | grep -E '\.tsx?$')
# shellcheck disable=SC2086
npx prettier --check $changed >/dev/null
node tools/cycles/cli.js

echo "== new-area: tests (the area's, and those that list every area, route or refusal)"
npx vitest run --project contract packages/contract/src/habits
npx vitest run --project server apps/server/src/areas/habits apps/server/src/http/endpoints.test.ts \
  apps/server/src/http/second-person.test.ts apps/server/src/http/openapi.test.ts \
  apps/server/src/http/concurrent-writes.test.ts apps/server/src/db/migrations
npx vitest run --project web apps/web/src/areas/habits apps/web/src/app/Layout.test.tsx \
  apps/web/src/areas/home/HomePage.test.tsx apps/web/src/i18n apps/web/src/app/routes.test.ts

echo "== new-area: the throwaway area passed in $(($(date +%s) - started)) s"

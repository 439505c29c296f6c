#!/usr/bin/env bash
# Every test: type-check, lint, formatting (Prettier), import loops (dependency-cruiser and
# scripts/check-imports.mjs), unused files, exports and dependencies (knip), unit/data/route tests (vitest), one production build, then the
# browser tests (Playwright) against it.
# Embedded database by default; with TEST_DATABASE_URL (a PostgreSQL server URL) every
# vitest file and the e2e server get a fresh database of their own on that server.
# CI's second pass (the same checkout, on PostgreSQL) sets REUSE_BUILD=1, which skips the build
# when .next already holds one, and STATIC_CHECKED=1, which skips the checks of the code itself
# (types, lint, format, audit, imports, unused code): no database can change their outcome.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [[ "${STATIC_CHECKED:-}" == "1" ]]; then
  echo "== static checks: passed in this checkout's first pass"
else
  echo "== type-check"; npx tsc --noEmit
  echo "== lint"; npx eslint . --max-warnings=0
  echo "== format"; npm run --silent format:check
  echo "== npm audit"; node scripts/audit.mjs
  echo "== import loops"; npm run --silent check:imports
  echo "== unused code"; npx knip --no-progress
fi
echo "== vitest ${TEST_DATABASE_URL:+(PostgreSQL)}"; npx vitest run

if [[ "${REUSE_BUILD:-}" == "1" && -f .next/BUILD_ID ]]; then
  echo "== build: reusing .next"
else
  echo "== build"; npx next build
fi

cleanup() { :; }
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  E2E_DATABASE_URL=$(node scripts/fresh-database.mjs "$TEST_DATABASE_URL" e2e)
  export E2E_DATABASE_URL
  cleanup() { node -e 'import("./scripts/fresh-database.mjs").then(m=>m.dropDatabase(process.argv[1], new URL(process.argv[2]).pathname.slice(1)))' "$TEST_DATABASE_URL" "$E2E_DATABASE_URL" || true; }
fi
trap cleanup EXIT
echo "== playwright ${E2E_DATABASE_URL:+(PostgreSQL)}"; npx playwright test

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
# Chromium, a Devanagari font, nginx, caddy, pgbouncer: found (or installed, as root with apt)
# before the minutes of checks below, so a fresh machine learns at once what it lacks.
bash scripts/prerequisites.sh
export NEXT_TELEMETRY_DISABLED=1
# Each step's heading with the clock and the seconds since this script began: what a slow CI
# host spent where (CI must finish within its limit; see docs/testing.md).
phase() { echo "== $* ($(date -u +%H:%M:%S), +${SECONDS}s)"; }

if [[ "${STATIC_CHECKED:-}" == "1" ]]; then
  phase "static checks: passed in this checkout's first pass"
else
  phase "type-check"; npx tsc --noEmit
  phase "lint"; npx eslint . --max-warnings=0
  phase "format"; npm run --silent format:check
  phase "npm audit"; node scripts/audit.mjs
  phase "import loops"; npm run --silent check:imports
  phase "unused code"; npx knip --no-progress
fi
phase "vitest ${TEST_DATABASE_URL:+(PostgreSQL)}"; npx vitest run

if [[ "${REUSE_BUILD:-}" == "1" && -f .next/BUILD_ID ]]; then
  phase "build: reusing .next"
else
  phase "build"; npx next build
fi

cleanup() { :; }
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  E2E_DATABASE_URL=$(node scripts/fresh-database.mjs "$TEST_DATABASE_URL" e2e)
  export E2E_DATABASE_URL
  cleanup() { node -e 'import("./scripts/fresh-database.mjs").then(m=>m.dropDatabase(process.argv[1], new URL(process.argv[2]).pathname.slice(1)))' "$TEST_DATABASE_URL" "$E2E_DATABASE_URL" || true; }
fi
trap cleanup EXIT
phase "playwright ${E2E_DATABASE_URL:+(PostgreSQL)}"; npx playwright test

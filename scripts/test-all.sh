#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest, then one closing
# line with the totals of both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# Each phase's heading says when it started, so a slow run shows where its time went.
phase() { echo "== $1 (at $((SECONDS / 60))m$((SECONDS % 60))s)"; }
rm -f .tmp/vitest.json .tmp/playwright.json
phase "typecheck";  npx tsc -p tsconfig.json --noEmit
phase "lint";       npx eslint . --max-warnings 0
phase "format";     npx prettier --check . --log-level warn
phase "casts";      npx tsx scripts/count-casts.ts --max 120
status=0
phase "unit and API tests (PGlite and PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
phase "browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=$?
phase "summary"
node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
exit $status

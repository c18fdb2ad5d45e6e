#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest, then one closing
# line with the totals of both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# Each phase's heading says when it started, so a slow run shows where its time went.
phase() { echo "== $1 (at $((SECONDS / 60))m$((SECONDS % 60))s)"; }
rm -f .tmp/vitest.json .tmp/playwright.json .tmp/templates.json
# The API tests' seeded databases are made while the static checks run: those take one core, this
# the other (tests/helpers/templates.ts). vitest's global setup then finds them made.
export TEST_TEMPLATES=.tmp/templates.json
npx tsx tests/helpers/prepare-templates.ts > .tmp/templates.log 2>&1 &
templates=$!
trap 'kill $templates 2>/dev/null || true' EXIT
phase "typecheck";  npx tsc -p tsconfig.json --noEmit
phase "lint";       npx eslint . --max-warnings 0
phase "format";     npx prettier --check . --log-level warn
phase "casts";      npx tsx scripts/count-casts.ts --max 120
status=0
wait $templates || { cat .tmp/templates.log; exit 1; }
phase "unit and API tests (PGlite and PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
phase "browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=$?
phase "summary"
node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
exit $status

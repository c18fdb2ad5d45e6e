#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest, then one closing
# line with the totals of both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json
echo "== typecheck";  npx tsc -p tsconfig.json --noEmit
echo "== lint";       npx eslint . --max-warnings 0
echo "== format";     npx prettier --check . --log-level warn
echo "== casts";      npx tsx scripts/count-casts.ts --max 120
status=0
echo "== unit and API tests (PGlite and PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
echo "== browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=$?
node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
exit $status

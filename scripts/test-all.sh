#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck";  npx tsc -p tsconfig.json --noEmit
echo "== lint";       npx eslint . --max-warnings 0
echo "== unit and API tests (PGlite and PostgreSQL)"; npx vitest run
echo "== browser tests"; npx playwright test

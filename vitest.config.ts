import { defineConfig } from 'vitest/config'

// Three projects: pure unit tests, and the API suite twice — on the embedded database and on
// a real PostgreSQL server — so every API test proves both drivers in one run.
const api = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: ['tests/server/**/*.test.ts'],
    // Real server processes hold an embedded data directory; PostgreSQL has no such thing.
    exclude: db === 'postgres' ? ['tests/server/process.test.ts'] : [],
    globalSetup: ['tests/helpers/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'] } },
      api('pglite'),
      api('postgres'),
    ],
  },
})

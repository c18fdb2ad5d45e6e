import os from 'node:os'
import { defineConfig } from 'vitest/config'
import babel from '@rolldown/plugin-babel'
import { catalogParts } from './scripts/catalog-parts.ts'

// Three projects: pure unit tests, and the API suite twice — on the embedded database and on
// a real PostgreSQL server — so every API test proves both drivers in one run.
const api = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: ['tests/server/**/*.test.ts'],
    // Real server processes on an embedded data directory, or several on one PostgreSQL. The fuzz
    // (every operation with drawn requests) and the machine/judge parity test what happens before
    // and above the database: once, on PostgreSQL, saves three minutes of a worker.
    exclude:
      db === 'postgres'
        ? ['tests/server/process.test.ts']
        : [
            'tests/server/change-feed.test.ts',
            'tests/server/chat-feed.test.ts',
            'tests/server/scheduler-leader.test.ts',
            'tests/server/behind-nginx.test.ts',
            'tests/server/body-limit.test.ts',
            'tests/server/fuzz.test.ts',
            'tests/server/lifecycle-parity.test.ts',
          ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    env: { TEST_DB: db },
    // The files share their worker's loaded modules, each with its own database and server: the app
    // is imported once per worker instead of once per file (21 files: 121 s instead of 144). So a
    // test module keeps nothing of a server's at module level (tests/machines/models/scm.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // One test file per core. Vitest's default leaves a core to itself (cores − 1: one file at a
    // time on CI's two), but the API tests spend half their time waiting on a database in another
    // process or thread: on two cores two at a time ran the suite in 830 s instead of 1,549 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        // Unit tests import the route tree, whose files use Lingui macros: compile them as the
        // client build does (vite.config.ts). The API projects never load client code.
        plugins: [
          babel({
            include: [/[/\\]src[/\\](?:web|kernel[/\\]web|modules[/\\][^/\\]+[/\\]web)[/\\].*\.tsx?$/],
            exclude: [/[/\\]node_modules[/\\]/, /\.gen\.ts$/],
            plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
          }),
          catalogParts(),
        ],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          setupFiles: ['tests/helpers/app-start.ts'],
        },
      },
      api('pglite'),
      api('postgres'),
      // `npm run bench` at a tiny scale, so the harness cannot rot (bench/).
      { extends: true, test: { name: 'bench', include: ['tests/bench/**/*.test.ts'], testTimeout: 300_000 } },
    ],
  },
})

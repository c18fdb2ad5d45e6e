import { defineConfig, devices } from '@playwright/test'
import { E2E_WORKERS, e2ePort, e2eServerUrl } from './tests/e2e/servers.ts'

/**
 * One server per worker (tests/e2e/servers.ts), each building the client when stale and starting the
 * real server with a fresh demo database. Playwright starts them one after the other, so only the
 * first builds.
 */
const webServers = Array.from({ length: E2E_WORKERS }, (_, i) => ({
  command: 'node --import tsx tests/e2e/server.ts',
  env: { E2E_PORT: String(e2ePort(i)) },
  url: `${e2eServerUrl(i)}/Api/Health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
}))

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Each worker against its own server (tests/e2e/test.ts, servers.ts).
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eServerUrl(0),
    locale: 'en-US',
    // A trace records a screenshot per action: a quarter of the suite's time on two cores (23 s
    // against 31 s on the same tests). Where nobody opens it (CI keeps no files), it is not taken.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // Against a server already running elsewhere (E2E_BASE_URL), start none.
  webServer: process.env.E2E_BASE_URL ? undefined : webServers,
})

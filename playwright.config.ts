import { defineConfig, devices } from '@playwright/test'

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173'

/** Builds the client when stale and starts the real server on :4173 with a fresh demo database. */
const webServer = {
  command: 'node --import tsx tests/e2e/server.ts',
  url: 'http://127.0.0.1:4173/Api/Health',
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
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
  webServer: process.env.E2E_BASE_URL ? undefined : webServer,
})

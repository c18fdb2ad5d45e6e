/**
 * The browser tests' `test`: Playwright's, with each worker on a server of its own (playwright.config.ts
 * starts one per worker, each on a fresh demo database), so two files never change each other's data.
 * With E2E_BASE_URL every worker uses that server.
 */
import { test as base } from '@playwright/test'
import { e2eServerUrl } from './servers.ts'

export * from '@playwright/test'

export const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [async ({}, use, worker) => use(e2eServerUrl(worker.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
})

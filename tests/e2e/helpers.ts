import { expect, type Page } from '@playwright/test'

export const ADMIN = { account: '13800000000', password: 'admin123' }

/** Page errors and console errors seen while a test runs. */
export function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(err.message))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  return problems
}

export async function login(page: Page, who = ADMIN) {
  await page.goto('/login')
  await page.locator('input[name="Cellphone"]').fill(who.account)
  await page.locator('input[name="Pwd"]').fill(who.password)
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(/\/home$/)
}

/** The rows of the list on screen, as their titles (or any column's text). */
export function listRows(page: Page) {
  return page.getByTestId('resource-table').locator('tbody tr[data-row-id]')
}

/** The signed-in page's session token (its `user` cookie), for setting up data through the API. */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('user='))!.slice(5)))
}

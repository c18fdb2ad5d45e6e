import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from './test.ts'
import { apiToken, expectNoAxeViolations, signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const OUT = path.join('test-results', 'saved-views')

/** The salesperson's own customer views, gone: her default would filter the customer list of every later test on this server. */
async function deleteOwnViews(request: APIRequestContext) {
  const token = await apiToken(request, SALES)
  const res = await request.get('/Api/SavedView/Index?Resource=Client', { headers: { user: token } })
  for (const v of ((await res.json()) as { Data: { Views: { Id: number; Mine: boolean }[] } }).Data.Views)
    if (v.Mine) await request.post('/Api/SavedView/Delete', { headers: { user: token }, data: { Id: v.Id } })
}

test.afterEach(async ({ request }) => deleteOwnViews(request))

test('a salesperson saves a filtered, re-sorted list without a column as her default view, and finds it again after logging out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  // A server kept between runs holds the last run's views: start from none.
  await deleteOwnViews(page.request)
  await signIn(page, SALES)
  await page.goto('/client/list')
  const list = page.getByTestId('list-Client')
  await expect(list.getByTestId('resource-table').locator('tbody tr[data-row-id]').first()).toBeVisible()
  await expect(list.getByTestId('views-current')).toHaveText('Views')

  // The list as she wants it: one level of customers, the column she never reads left out.
  const level = '2'
  await list.getByTestId('filter-Level').selectOption(level)
  await expect(page).toHaveURL(new RegExp(`Level=${level}`))
  await list.getByTestId('columns-menu').click()
  await page.getByTestId('column-Country').click()
  await page.keyboard.press('Escape')
  await expect(list.locator('th[data-column="Country"]')).toHaveCount(0)

  await list.getByTestId('views-menu').click()
  await page.getByTestId('view-save').click()
  const dialog = page.getByTestId('view-dialog')
  await dialog.getByTestId('view-name').fill('My level customers')
  await dialog.getByTestId('view-share').selectOption('1')
  await dialog.getByTestId('view-default-check').check()
  await expectNoAxeViolations(page, '[data-testid="view-dialog"]')
  await dialog.getByTestId('view-submit').click()
  await expect(dialog).toBeHidden()
  await expect(list.getByTestId('views-current')).toHaveText('My level customers')
  fs.mkdirSync(OUT, { recursive: true })
  await list.getByTestId('views-menu').click()
  await expect(page.getByTestId('view-item')).toHaveCount(1)
  await page.screenshot({ path: path.join(OUT, 'views-menu-en-US.png') })
  await page.keyboard.press('Escape')

  // Logged out through the user menu (which forgets the browser's column choices with the session's tabs).
  await page.getByTestId('user-menu').click()
  await page.getByTestId('menu-logout').click()
  await expect(page).toHaveURL(/\/login$/)
  await page.evaluate(() => localStorage.clear())

  await signIn(page, SALES)
  await page.goto('/client/list')
  await expect(page).toHaveURL(new RegExp(`Level=${level}`))
  const again = page.getByTestId('list-Client')
  await expect(again.getByTestId('views-current')).toHaveText('My level customers')
  await expect(again.getByTestId('filter-Level')).toHaveValue(level)
  await expect(again.locator('th[data-column="ClientName"]')).toBeVisible()
  await expect(again.locator('th[data-column="Country"]')).toHaveCount(0)
  expect(problems).toEqual([])
})

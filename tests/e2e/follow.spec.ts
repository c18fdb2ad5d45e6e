import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const OUT = path.join('test-results', 'follow')

test('the salesperson starts the day from the follow-ups due today, and sees his own', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/client/follow')
  const list = page.getByTestId('list-ClientFollow')
  const rows = list.getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows.first()).toBeVisible()
  const all = await rows.count()

  await page.getByTestId('follow-view-today').click()
  await expect(page).toHaveURL(/range=today/)
  await expect(page.getByTestId('follow-view-today')).toHaveAttribute('aria-current', 'page')
  // The company's day (Asia/Shanghai), whatever the zone of the computer the browser runs on.
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Shanghai' })
  await expect(rows.first()).toBeVisible()
  const due = await rows.locator('[data-column="NextFollowTime"]').allInnerTexts()
  expect(due.length).toBeGreaterThanOrEqual(2)
  expect(due.length).toBeLessThanOrEqual(all)
  for (const d of due) expect(d).toContain(today)

  await page.getByTestId('follow-view-mine').click()
  await expect(page.getByTestId('follow-view-mine')).toHaveAttribute('aria-current', 'page')
  await expect(rows.first()).toBeVisible()
  for (const who of await rows.locator('[data-column="AgentName"]').allInnerTexts()) expect(who).toBe('王浩')

  fs.mkdirSync(OUT, { recursive: true })
  for (const lang of ['zh-CN', 'id-ID']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/client/follow?range=today')
    await expect(rows.first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `follow-due-today-${lang}.png`) })
  }
  expect(problems).toEqual([])
})

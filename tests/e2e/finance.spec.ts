import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { expectNoAxeViolations, login, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'finance')
const SUPERVISOR = { account: '13800000001', password: 'demo123' }

test('the supervisor reads the achievements of his teams over a range, switches to last week, and drills down to the documents', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page, SUPERVISOR)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/finance/achieve_list?range=last3Months')
  const table = page.getByTestId('achieve-table')
  const rows = table.getByTestId('achieve-row')
  await expect(rows.first()).toBeVisible()
  // Ranked first by amount among those whose flag is on.
  await expect(rows.first().getByTestId('rank')).toHaveText('1')

  await page.getByTestId('range-lastWeek').click()
  await expect(page).toHaveURL(/range=lastWeek/)
  await expect(page.getByTestId('range-lastWeek')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('achieve-summary')).toBeVisible()
  // The figures say when they were read (the rollups hold every change committed before it).
  await expect(page.getByTestId('achieve-as-of')).toHaveText(/^as of .*\d{1,2}:\d{2}/)

  await page.getByTestId('range-last3Months').click()
  await rows.first().click()
  const docs = page.getByTestId('achieve-docs')
  await expect(docs.getByTestId('achieve-doc').first()).toBeVisible()
  const link = docs.getByTestId('achieve-doc-link').first()
  const number = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/view=\d+/)
  await expect(page.getByTestId('resource-detail')).toContainText(number)

  // By department: the same total.
  await page.goto('/finance/achieve_list?range=last3Months')
  const total = await page.getByTestId('achieve-summary').locator('strong').innerText()
  await page.getByTestId('by-department').click()
  await expect(page).toHaveURL(/by=department/)
  await expect(page.getByTestId('achieve-summary').locator('strong')).toHaveText(total)
  // Each tab names a panel that exists (aria-controls), whichever is chosen.
  await expect(page.getByTestId('achieve-table')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(problems).toEqual([])
})

test('the achievement page in Chinese and Thai', async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page, SUPERVISOR)
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/finance/achieve_list?range=last3Months')
    await expect(page.getByTestId('achieve-row').first()).toBeVisible()
    if (lang === 'zh-CN') await expect(page.getByTestId('achieve-as-of')).toContainText('截至')
    await page.screenshot({ path: path.join(OUT, `achieve-${lang}.png`), fullPage: true })
  }
  expect(problems).toEqual([])
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { ADMIN, login, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'commission')
const SUPERVISOR = { account: '13800000001', password: 'demo123' }

/** Last month's page (the default): once closed it shows the frozen badge. */
async function openLastMonth(page: Page) {
  await page.goto('/finance/percentage_list')
  await expect(page.getByTestId('commission-row').first()).toBeVisible()
}

test('the administrator reads last month’s commissions with their rules, sees the months before closed, closes last month and finds it frozen', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page, ADMIN)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await openLastMonth(page)
  const first = page.getByTestId('commission-row').first()
  // The rule beside a figure: the amount it came from × the percentage.
  await expect(first.getByTestId('rule').first()).toHaveText(/^\S.* × \d+\.\d{2}%$/)
  const total = await page.getByTestId('commission-total').innerText()

  // The month before is closed in the demo, its figures frozen.
  const last = await page.getByTestId('month-select').inputValue()
  await page.getByTestId('month-prev').click()
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/)
  await expect(page.locator(`[data-testid="period-closed"]:not([data-month="${last}"])`)).toBeVisible()
  await page.getByTestId('month-next').click()
  // Back on last month once its own figures are shown, open or (on a second run) closed.
  const badge = page.locator(`[data-testid^="period-"][data-month="${last}"]`)
  await expect(badge).toBeVisible()

  if ((await badge.getAttribute('data-testid')) === 'period-open') {
    fs.mkdirSync(OUT, { recursive: true })
    await page.screenshot({ path: path.join(OUT, 'commission-open-en-US.png'), fullPage: true })
    await page.getByTestId('close-period').click()
    await page.screenshot({ path: path.join(OUT, 'commission-confirm-en-US.png') })
    await page.getByTestId('confirm-action').getByTestId('confirm-ok').click()
  }
  await expect(page.getByTestId('period-closed')).toBeVisible()
  await expect(page.getByTestId('period-closed')).toContainText('陈志远')
  await expect(page.getByTestId('commission-table')).toHaveAttribute('data-frozen', 'true')
  await expect(page.getByTestId('commission-total')).toHaveText(total)
  await expect(page.getByTestId('close-period')).toHaveCount(0)

  // The month as a CSV file: one line per agent, with the figures and their percentages.
  const download = page.waitForEvent('download')
  await page.getByTestId('export-csv').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Commission-\d{4}-\d{2}\.csv$/)
  const csv = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(csv[0]).toContain('Agent,Department,Role,Achievement,Role percentage,Own')
  expect(csv).toHaveLength((await page.getByTestId('commission-row').count()) + 1)

  // The credits behind a figure.
  await first.click()
  const docs = page.getByTestId('commission-docs')
  await expect(docs.getByTestId('achieve-doc').first()).toBeVisible()
  expect(problems).toEqual([])
})

test('the supervisor sees his teams’ commissions but cannot close a month', async ({ page }) => {
  const problems = watchProblems(page)
  await login(page, SUPERVISOR)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await openLastMonth(page)
  await expect(page.getByTestId('commission-row').first().getByTestId('rule').first()).toBeVisible()
  await expect(page.getByTestId('close-period')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('the commission page in Chinese and Thai', async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page, ADMIN)
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await openLastMonth(page)
    await expect(page.getByTestId('period-closed')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `commission-${lang}.png`), fullPage: true })
    await page.getByTestId('commission-row').first().click()
    await expect(page.getByTestId('commission-docs').getByTestId('achieve-doc').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `commission-docs-${lang}.png`) })
    await page.keyboard.press('Escape')
  }
  expect(problems).toEqual([])
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations, login, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'charts')
const SUPERVISOR = { account: '13800000001', password: 'demo123' }
/** ApexCharts' chunks: the library and the console's chart module. */
const APEX = /apexcharts|ApexChart/

/** The scripts a page fetched, by file name. */
function scripts(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname)
  })
  return seen
}

test('the supervisor opens the achievement chart, switches to last week and drills down from a bar to the documents', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  const fetched = scripts(page)
  await login(page, SUPERVISOR)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/home')
  await expect(page.getByTestId('home-cards')).toBeVisible()
  // The month's orders carry their trend: so far this month against last month to the same day.
  const trend = page.getByTestId('home-card-MonthOrders').getByTestId('home-card-trend')
  await expect(trend).toBeVisible()
  // Any of its four wordings (on a month's first hours, last month to date may hold none).
  await expect(trend).toHaveText(/last month to date/i)
  expect(Number(await trend.getAttribute('data-now'))).toBe(
    Number((await page.getByTestId('home-card-MonthOrders').getByTestId('home-card-value').innerText()).replace(/\D/g, '')),
  )
  // The home page never fetches the charting library.
  expect(fetched.filter((f) => APEX.test(f))).toEqual([])

  await page.goto('/chart/achieve_chart')
  const overTime = page.getByTestId('panel-over-time')
  // A week without deals draws a bar of no height (hidden): wait for one that has some.
  await expect(overTime.locator('svg .apexcharts-bar-area:not([val="0"])').first()).toBeVisible()
  expect(fetched.some((f) => APEX.test(f))).toBe(true)
  // The default period is the last three months, by week; the table beside the chart has a row per week.
  await expect(page.getByTestId('range-last3Months')).toHaveAttribute('aria-pressed', 'true')
  expect(await overTime.getByTestId('row-over-time').count()).toBeGreaterThanOrEqual(13)
  await expectNoAxeViolations(page)

  await page.getByTestId('range-lastWeek').click()
  await expect(page).toHaveURL(/range=lastWeek/)
  await expect(page.getByTestId('range-lastWeek')).toHaveAttribute('aria-pressed', 'true')
  // Last week, by day: seven rows, Sunday first; the supervisor's teams made deals in it.
  await expect(overTime.getByTestId('row-over-time')).toHaveCount(7)
  const summary = page.getByTestId('achieve-summary')
  await expect(summary).toContainText(/from [1-9]\d* documents/)

  // A bar of the ranking opens the documents behind it, over the week.
  const ranking = page.getByTestId('panel-ranking')
  const bars = ranking.locator('svg path.apexcharts-bar-area')
  await expect(bars.first()).toBeVisible()
  const first = (await ranking.getByTestId('row-ranking').first().locator('td').nth(1).innerText()).trim()
  await bars.first().click()
  await expect(page).toHaveURL(/who=\d+/)
  const docs = page.getByTestId('achieve-docs')
  await expect(docs.getByRole('heading')).toContainText(first)
  await expect(docs.getByTestId('achieve-doc').first()).toBeVisible()
  const wanted = (await ranking.getByTestId('row-ranking').first().locator('td').nth(3).innerText()).trim()
  await expect(docs.getByTestId('achieve-doc')).toHaveCount(Number(wanted.replace(/\D/g, '')))
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/who=/)

  // A band of one day opens that day's documents only (a day without deals draws no band).
  await overTime.locator('svg path.apexcharts-bar-area:not([val="0"])').first().click()
  await expect(page).toHaveURL(/who=\d+.*at=\d+|at=\d+.*who=\d+/)
  await expect(docs.getByTestId('achieve-doc').first()).toBeVisible()
  const at = Number(new URL(page.url()).searchParams.get('at'))
  const times = await docs.getByTestId('achieve-doc').count()
  expect(times).toBeGreaterThan(0)
  expect(at).toBeGreaterThan(0)
  const link = docs.getByTestId('achieve-doc-link').first()
  const number = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/view=\d+/)
  await expect(page.getByTestId('resource-detail')).toContainText(number)

  // The table exports as CSV: its headings, then a line per day.
  await page.goto('/chart/achieve_chart?range=lastWeek')
  const download = page.waitForEvent('download')
  await page.getByTestId('csv-over-time').click()
  const file = await (await download).path()
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toMatch(/^Period,.*Total,Target,Documents$/)
  expect(lines).toHaveLength(8)
  expect(problems).toEqual([])
})

test('the operations chart: documents per period open their list; the boards hub stays below', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/chart/operation_chart')
  for (const id of ['documents', 'declarations', 'stock-value', 'queue-waits']) await expect(page.getByTestId(`panel-${id}`)).toBeVisible()
  await expect(page.getByTestId('panel-documents').locator('svg path.apexcharts-bar-area').first()).toBeVisible()
  await expect(page.getByTestId('board-card-Delivery')).toBeVisible()
  await expectNoAxeViolations(page)
  // A number in the table opens the order list over that period, with as many rows.
  const link = page.getByTestId('drill-Order').last()
  const count = Number((await link.innerText()).replace(/\D/g, ''))
  await link.click()
  await expect(page).toHaveURL(/\/product\/order\?.*from=\d+.*to=\d+/)
  await expect(page.getByTestId('resource-table').locator('tbody tr[data-row-id]')).toHaveCount(Math.min(count, 24))
  // A slice of the declarations opens the declarations in that state.
  await page.goBack()
  await page.getByTestId('drill-declare').first().click()
  await expect(page).toHaveURL(/\/exported\/declare\?.*State=/)
  expect(problems).toEqual([])
})

test('the chart pages in Chinese and Thai', async ({ page }) => {
  test.setTimeout(120_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  // Tall enough for the whole page: the console scrolls inside its own frame, not the window.
  await page.setViewportSize({ width: 1440, height: 2500 })
  let legends = 0
  for (const [who, pages] of [
    [SUPERVISOR, ['/chart/achieve_chart', '/finance/achieve_list_chart']],
    [undefined, ['/chart/operation_chart']],
  ] as const) {
    await login(page, who)
    for (const lang of ['zh-CN', 'th-TH']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang)
      if (who) {
        // The home cards with the month's trend.
        await page.goto('/home')
        await expect(page.getByTestId('home-card-trend').first()).toBeVisible()
        await page.screenshot({ path: path.join(OUT, `home-${lang}.png`), clip: { x: 0, y: 0, width: 1440, height: 500 } })
      }
      for (const url of pages) {
        await page.goto(url)
        await expect(page.locator('svg .apexcharts-series').first()).toBeVisible()
        // The legend's buttons are named for screen readers in the page's language, not ApexCharts' English.
        const legend = page.locator('.apexcharts-legend-series[role="button"]').first()
        if (await legend.count()) {
          legends++
          await expect(legend).toHaveAttribute('aria-label', lang === 'zh-CN' ? /，已(显示|隐藏)。按 Enter/ : /(แสดงอยู่|ซ่อนอยู่) กด Enter/)
          await legend.press('Enter')
          await expect(legend).toHaveAttribute('aria-label', lang === 'zh-CN' ? /，已隐藏。/ : /ซ่อนอยู่/)
          await legend.press('Enter')
        }
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(OUT, `${url.split('/').pop()}-${lang}.png`), fullPage: true })
      }
    }
    await page.context().clearCookies()
  }
  expect(legends, 'a chart page with a legend').toBeGreaterThan(0)
  expect(problems).toEqual([])
})

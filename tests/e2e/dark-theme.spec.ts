import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { expectNoAxeViolations, login, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'dark-theme')
const SALES = { account: '13800000002', password: 'demo123' }

test.use({ colorScheme: 'dark' })

test('with the system set to dark, the console is dark and every text keeps its contrast', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  fs.mkdirSync(OUT, { recursive: true })
  await login(page, SALES)
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(await background()).toBe('rgb(10, 10, 10)')
  for (const lang of ['zh-CN', 'en-US']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    for (const [url, ready] of [
      ['/home', 'home-card-trend'],
      ['/client/list', 'list-Client'],
    ] as const) {
      await page.goto(url)
      await expect(page.getByTestId(ready).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: path.join(OUT, `${url.split('/').filter(Boolean).join('-')}-${lang}.png`) })
    }
  }
  // A record's dialog and the user menu, on dark too.
  await page.getByTestId('list-Client').locator('tbody tr[data-row-id]').first().click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: path.join(OUT, 'customer-record-en-US.png') })

  // Charts take their greys from the theme as it is: legends light on dark.
  await page.context().clearCookies()
  await login(page)
  await page.goto('/chart/operation_chart')
  const legend = page.locator('.apexcharts-legend-text').first()
  await expect(legend).toBeVisible()
  expect(await legend.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(212, 212, 212)')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: path.join(OUT, 'operation-chart-en-US.png') })
  expect(problems).toEqual([])
})

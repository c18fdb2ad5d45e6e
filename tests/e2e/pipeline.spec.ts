import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { login, signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const SUPERVISOR = { account: '13800000001', password: 'demo123' }
const OUT = path.join('test-results', 'pipeline')

test('the salesperson moves an opportunity through its machine on the pipeline board', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/client/pipeline')
  const column = (stage: string) => page.getByTestId(`pipeline-${stage}`)
  // Every stage of the machine is a column, each with the demo's deals.
  for (const stage of ['Lead', 'Qualified', 'Quoted', 'Negotiating', 'Won', 'Lost'])
    await expect(column(stage).getByTestId('pipeline-card').first()).toBeVisible()
  const card = (stage: string) => column(stage).getByTestId('pipeline-card').filter({ hasText: 'Q1 补货：保温杯与数据线' })
  await expect(card('Lead')).toBeVisible()
  // A lead offers what its machine allows there: confirm the need or lose it, not a win.
  await expect(card('Lead').getByTestId('action-qualify')).toBeVisible()
  await expect(card('Lead').getByTestId('action-win')).toHaveCount(0)
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'pipeline-en-US.png'), fullPage: true })

  await card('Lead').getByTestId('action-qualify').click()
  await expect(card('Qualified')).toBeVisible()
  await card('Qualified').getByTestId('action-quote').click()
  await expect(card('Quoted')).toBeVisible()
  // Lost asks why.
  await card('Quoted').getByTestId('action-lose').click()
  const dialog = page.getByTestId('event-dialog-lose')
  await dialog.getByTestId('event-submit').click()
  await expect(dialog.getByTestId('event-form')).toContainText(/required|must/i)
  await dialog.locator('textarea, input').first().fill('Budget moved to next year')
  await dialog.getByTestId('event-submit').click()
  await expect(card('Lost')).toBeVisible()
  await card('Lost').getByRole('link').click()
  await expect(page).toHaveURL(/\/client\/opportunity\?.*view=\d+/)
  await expect(page.getByTestId('resource-detail')).toContainText('Budget moved to next year')
  expect(problems).toEqual([])
})

test('the supervisor reads the funnel by owner, in Chinese and Thai', async ({ page }) => {
  const problems = watchProblems(page)
  await login(page, SUPERVISOR)
  fs.mkdirSync(OUT, { recursive: true })
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/client/funnel')
    await expect(page.getByTestId('funnel-Lead').getByTestId('funnel-reached')).toHaveText(/\d/)
    await expect(page.getByTestId('funnel-group').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `funnel-${lang}.png`), fullPage: true })
  }
  await page.getByTestId('funnel-by').selectOption('department')
  await expect(page).toHaveURL(/by=department/)
  await expect(page.getByTestId('funnel-group').first()).toBeVisible()
  expect(problems).toEqual([])
})

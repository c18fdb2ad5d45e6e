import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { login, watchProblems } from './helpers.ts'

const SUPERVISOR = { account: '13800000001', password: 'demo123' }
const OUT = path.join('test-results', 'attract')

test('the supervisor lets workstations: a draft contract activated occupies its desks, and an office already let is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  await login(page, SUPERVISOR)
  fs.mkdirSync(OUT, { recursive: true })

  // The workstations as the demo has them: desks and offices free, reserved and occupied.
  await page.goto('/attract/station')
  const stations = page.getByTestId('list-Workstation').locator('tbody tr[data-row-id]')
  await expect(stations).toHaveCount(11)
  const stateOf = async (code: string) => (await stations.filter({ hasText: code }).locator('[data-column="State"]').innerText()).trim()
  expect(await stateOf('B-01')).toBe('Occupied')
  expect(await stateOf('A-03')).toBe('Reserved')
  expect(await stateOf('A-05')).toBe('Free')

  // The draft for next month: activated, its two desks become occupied.
  await page.goto('/attract/contract')
  const contracts = page.getByTestId('list-StationContract').locator('tbody tr[data-row-id]')
  await expect(contracts.first()).toBeVisible()
  await contracts.filter({ hasText: 'FH-2026-012' }).click()
  const detail = page.getByTestId('resource-detail')
  await expect(detail.locator('[data-field="StationIds"]')).toContainText('A-03')
  await detail.getByTestId('action-activate').click()
  await page.getByTestId('confirm-action').getByTestId('confirm-ok').click()
  await expect(detail.getByTestId('action-terminate')).toBeVisible()
  await page.keyboard.press('Escape')

  // A new contract for the office FH-2026-007 holds, over the same months: it cannot be written, and the form says why.
  await page.getByRole('button', { name: 'New' }).click()
  const form = page.getByTestId('form-dialog')
  await form.locator('[data-field="ContractNo"] input').fill('FH-2026-020')
  await form.locator('[data-field="ClientId"] [role="combobox"]').click()
  const companies = page.getByRole('listbox').getByRole('option')
  await expect(companies.nth(1)).toBeVisible()
  // Only companies (investment customers) are offered.
  expect(await companies.allInnerTexts()).not.toContain('Kedai Runcit Aminah')
  await companies.nth(1).click()
  await form.locator('[data-field="StationIds"] [role="combobox"]').click()
  await page.getByRole('listbox').getByRole('option', { name: 'B-01' }).click()
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)
  await form.locator('[data-field="BeginTime"] input').fill(day(30))
  await form.locator('[data-field="EndTime"] input').fill(day(200))
  await form.locator('[data-field="Rent"] input').fill('3600')
  await form.getByTestId('form-submit').click()
  await expect(form.locator('[data-field="StationIds"]')).toContainText('Another active contract holds B-01 over these dates')
  await expect(form.getByTestId('form-error')).toContainText('Another active contract holds B-01 over these dates')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toBeHidden()

  await page.goto('/attract/station')
  expect(await stateOf('A-03')).toBe('Occupied')
  expect(await stateOf('A-04')).toBe('Occupied')

  // The companies' follow-ups: those of investment customers only.
  await page.goto('/attract/follow')
  const follows = page.getByTestId('list-ClientFollow').locator('tbody tr[data-row-id]')
  await expect(follows.first()).toBeVisible()
  expect(await follows.locator('[data-column="ClientId"]').allInnerTexts()).toContain('Bangkok Gadget Hub')
  expect(await follows.locator('[data-column="ClientId"]').allInnerTexts()).not.toContain('Kedai Runcit Aminah')

  for (const lang of ['zh-CN', 'id-ID']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/attract/station')
    await expect(stations.first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `workstations-${lang}.png`) })
    await page.goto('/attract/contract')
    await contracts.filter({ hasText: 'FH-2026-007' }).click()
    await expect(detail.getByTestId('lifecycle-panel')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `contract-${lang}.png`) })
  }
  // The one refusal: the office already let (the browser logs the 409 it answered).
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
})

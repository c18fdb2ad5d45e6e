import { expect, test } from './test.ts'
import { listRows, sessionToken, signIn, watchProblems } from './helpers.ts'

/**
 * The system parameters that hold a rate or an amount (shared/lifecycle/setting-labels.ts
 * `SETTING_UNITS`) are read and typed as one, and stored as the whole number of hundredths the rules read.
 */
test('the assisting share reads 10% and is typed as 12.5; the monthly target reads as money; other values stay text', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page)
  await page.goto('/system/setting?q=Commission.AssistShare')
  const row = listRows(page).filter({ hasText: 'Commission.AssistShare' })
  await expect(row.locator('td[data-column="Value"]')).toHaveText('10%')
  await expect(row).toContainText('Commissions: assisting supervisor’s share')

  await row.press('Enter')
  const detail = page.getByTestId('resource-detail')
  await expect(detail.locator('[data-field="Value"] dd')).toHaveText('10%')
  await detail.getByTestId('detail-edit').click()
  const form = page.getByTestId('form-dialog')
  const value = form.locator('[data-field="Value"] input')
  await expect(value).toHaveValue('10.00')
  await expect(form.getByLabel('Value', { exact: true })).toHaveValue('10.00') // the input is the label's
  await value.fill('12.5')
  await form.getByTestId('form-submit').click()
  await expect(form).toBeHidden()
  await expect(row.locator('td[data-column="Value"]')).toHaveText('12.5%')
  // Stored as the rules read it: hundredths of a percent.
  const stored = await page.request.get('/Api/Setting/Index?Value=Commission.AssistShare', { headers: { user: await sessionToken(page) } })
  const rows = ((await stored.json()) as { Data: { Name: string; Value: string }[] }).Data
  expect(rows.find((r) => r.Name === 'Commission.AssistShare')?.Value).toBe('1250')

  await page.goto('/system/setting?q=Achieve.MonthlyTarget')
  await expect(listRows(page).filter({ hasText: 'Achieve.MonthlyTarget' }).locator('td[data-column="Value"]')).toHaveText('15,000.00')
  await page.goto('/system/setting?q=Company.TimeZone')
  await expect(listRows(page).filter({ hasText: 'Company.TimeZone' }).locator('td[data-column="Value"]')).toHaveText('Asia/Shanghai')
  expect(problems).toEqual([])
})

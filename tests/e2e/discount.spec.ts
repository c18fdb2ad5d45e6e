import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { login, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'discount')

async function choose(page: Page, field: string, name: string) {
  const form = page.getByTestId('resource-form')
  await form.locator(`[data-field="${field}"] [role="combobox"]`).click()
  await page.getByRole('combobox', { name: 'Search' }).fill(name)
  await page.getByRole('option', { name }).first().click()
}

test('the merchandiser creates a rule of each type, tries a cart on them, and issues coupons', async ({ page }) => {
  test.setTimeout(90_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/discount/project')
  const list = page.getByTestId('list-Discount')
  const rules: [string, string, Record<string, string>][] = [
    [`Spend 500 save 80 ${stamp}`, 'Spend and save', { GreaterThanPrice: '500', Amount: '80' }],
    [`Three cables get one ${stamp}`, 'Buy more, get free items', { GreaterThanNum: '3', Amount: '1' }],
    [`Flasks at 70% ${stamp}`, 'Percentage discount', { Amount: '70' }],
  ]
  for (const [title, type, values] of rules) {
    await page.getByTestId('list-new').click()
    const form = page.getByTestId('resource-form')
    await form.locator('[data-field="Title"] input').fill(title)
    await form.locator('[data-field="Type"] select').selectOption({ label: type })
    for (const [field, v] of Object.entries(values)) await form.locator(`[data-field="${field}"] input`).fill(v)
    if (type === 'Percentage discount') await choose(page, 'ProductIds', '304不锈钢保温杯 500ml')
    await form.getByTestId('form-submit').click()
    await expect(form).toBeHidden()
    await page.keyboard.press('Escape')
    // Shown divided by 100, as stored in hundredths.
    await expect(list.locator('tbody tr[data-row-id]').filter({ hasText: title })).toContainText(type)
  }
  await expect(list.locator('tbody tr[data-row-id]').filter({ hasText: `Spend 500 save 80 ${stamp}` })).toContainText('80.00')
  await expect(list.locator('tbody tr[data-row-id]').filter({ hasText: `Flasks at 70% ${stamp}` })).toContainText('70.00')

  // Ten flasks at 69.00: 690.00 of goods; 70% of them (207.00 off) beats 80.00 off.
  await page.getByTestId('cart-try').click()
  const dialog = page.getByTestId('cart-try-dialog')
  await dialog.getByRole('combobox').first().click()
  await page.getByRole('combobox', { name: 'Search' }).fill('304不锈钢保温杯 500ml')
  await page.getByRole('option', { name: '304不锈钢保温杯 500ml' }).first().click()
  await dialog.getByRole('textbox', { name: 'Quantity 1' }).fill('10')
  await dialog.getByTestId('cart-price').click()
  const result = dialog.getByTestId('cart-result')
  await expect(result).toContainText('690.00')
  await expect(result).toContainText(`Flasks at 70% ${stamp}`)
  await expect(result).toContainText('207.00')
  await expect(result).toContainText('483.00')
  await page.screenshot({ path: path.join(OUT, 'cart-try-en-US.png') })
  await page.keyboard.press('Escape')

  // Coupons of the first rule: issued in a batch, each with its own code.
  await page.goto('/discount/coupon')
  await page.getByTestId('issue-coupons').click()
  const issue = page.getByTestId('issue-dialog')
  await issue.getByRole('combobox').click()
  await page.getByRole('combobox', { name: 'Search' }).fill(`Spend 500 save 80 ${stamp}`)
  await page.getByRole('option', { name: `Spend 500 save 80 ${stamp}` }).click()
  await issue.getByTestId('issue-count').fill('5')
  await issue.getByLabel('Valid until').fill('2027-01-31T23:59')
  await issue.getByTestId('issue-submit').click()
  await expect(issue).toBeHidden()
  await expect(
    page
      .getByTestId('list-Coupon')
      .locator('tbody tr[data-row-id]')
      .filter({ hasText: `Spend 500 save 80 ${stamp}` }),
  ).toHaveCount(5)
  for (const lang of ['zh-CN', 'vie-VN']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/discount/coupon')
    await expect(page.getByTestId('list-Coupon').locator('tbody tr[data-row-id]').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `coupons-${lang}.png`) })
  }
  expect(problems).toEqual([])
})

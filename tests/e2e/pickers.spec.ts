import { expect, test } from './test.ts'
import { login, sessionToken, watchProblems } from './helpers.ts'

test('a reference is picked from the keyboard on what the server finds as one types; a category shows its path', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/product/list')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  const category = form.locator('[data-field="CatalogId"] [role="combobox"]')

  // The search runs on the server ("charg" is the category's English title, not its name).
  await category.click()
  const asked = page.waitForRequest(
    (r) => r.url().includes('/Api/Catalog/Select/product') && new URL(r.url()).searchParams.get('Value') === 'charg',
  )
  await page.keyboard.type('charg')
  await asked
  const options = page.getByTestId('reference-options').getByRole('option')
  await expect(options).toHaveCount(1)
  await expect(options.first()).toHaveAccessibleName('充电器')
  await expect(options.first().getByTestId('option-path')).toHaveText('数码配件 / 手机配件 / 充电器')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('reference-options')).toHaveCount(0)
  await expect(category).toHaveText('数码配件 / 手机配件 / 充电器')
  await expect(category).toBeFocused()

  // What the search finds first is what Enter would pick; Escape closes and keeps the choice.
  await category.click()
  await page.keyboard.type('保温')
  await expect(options.first()).toHaveAccessibleName('None')
  const flask = options.filter({ hasText: '保温杯' })
  await expect(flask).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('reference-options')).toHaveCount(0)
  await expect(category).toHaveText('数码配件 / 手机配件 / 充电器')
  await category.click()
  await page.keyboard.type('保温')
  await expect(flask).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(category).toHaveText('家居厨房 / 厨房用品 / 保温杯')
  // Home reaches "None", which clears it.
  await category.click()
  await page.keyboard.press('Home')
  await page.keyboard.press('Enter')
  await expect(category).toHaveText('Please choose')
  expect(problems).toEqual([])
})

test('the description is written in the rich-text editor, formatted from its toolbar and the keyboard, and stored clean', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/product/list')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Name"] input').fill(`Lunch box ${stamp}`)
  const editor = form.getByTestId('rich-text')
  const text = editor.getByRole('textbox')
  await text.click()
  await editor.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.keyboard.type('Keeps food warm')
  await page.keyboard.press('Enter')
  await page.keyboard.type('For ')
  await editor.getByRole('button', { name: 'Bold' }).click()
  await expect(editor.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('12 hours')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' at most')
  await page.keyboard.press('Enter')
  await editor.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('Leak-proof lid')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Dishwasher safe')
  await expect(text.locator('h2')).toHaveText('Keeps food warm')
  await expect(text.locator('li')).toHaveCount(2)
  // Undo takes the last words back; redo returns them.
  await editor.getByRole('button', { name: 'Undo' }).click()
  await expect(text.locator('li')).not.toContainText(['Dishwasher safe'])
  await editor.getByRole('button', { name: 'Redo' }).click()
  await expect(text.locator('li').nth(1)).toHaveText('Dishwasher safe')
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()

  const token = await sessionToken(page)
  const res = await request.get('/Api/Product/Index', { headers: { user: token }, params: { Value: `Lunch box ${stamp}`, Size: 1 } })
  const [row] = (await res.json()).Data as { Describe: string }[]
  expect(row!.Describe).toBe(
    '<h2>Keeps food warm</h2><p>For <strong>12 hours</strong> at most</p><ul><li><p>Leak-proof lid</p></li><li><p>Dishwasher safe</p></li></ul>',
  )
  expect(problems).toEqual([])
})

test('the names a record shows for its references arrive in one request, and none is a bare number', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  const asks: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/Api/Shop/Select') && new URL(r.url()).searchParams.has('Ids'))
      asks.push(new URL(r.url()).searchParams.get('Ids')!)
  })
  // The demo's first product is also sold in two more shops.
  await page.goto('/product/list?view=1')
  const detail = page.getByTestId('resource-detail')
  const also = detail.locator('[data-field="MultiShopIds"]')
  await expect(also).toContainText(', ')
  await expect(also).not.toContainText('…')
  expect(asks).toHaveLength(1)
  expect(asks[0]!.split(',').sort()).toEqual(['2', '3'])
  await expect(detail).not.toContainText(/#\d+/)
  expect(problems).toEqual([])
})

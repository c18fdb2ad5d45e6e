import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from './test.ts'
import { login, sessionToken, signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const SUPERVISOR = { account: '13800000001', password: 'demo123' }
const OUT = path.join('test-results', 'scm')

async function choose(page: Page, combobox: Locator, name: string) {
  await combobox.click()
  await page.getByRole('combobox', { name: 'Search' }).fill(name)
  await page.getByRole('option', { name }).first().click()
}

test('the salesman writes a purchasing contract with his supplier, the supervisor approves it, and signing sends its inbound entry to the warehouse', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  fs.mkdirSync(OUT, { recursive: true })
  const stamp = Date.now().toString().slice(-6)
  const sales = await (await browser.newContext()).newPage()
  const problems = watchProblems(sales)
  await login(sales, SALES)

  // His suppliers, as the demo has them: not the supervisor's own, and no high seas.
  await sales.goto('/scm/list')
  const suppliers = sales.getByTestId('list-Supplier').locator('tbody tr[data-row-id]')
  await expect(suppliers.filter({ hasText: '华彩日用' })).toHaveCount(1)
  await expect(suppliers.filter({ hasText: 'Sumber Makmur' })).toHaveCount(0)
  await expect(sales.getByTestId('client-view')).not.toContainText('High seas')
  // The supplier's page: its contacts and follow-ups as a customer's.
  await suppliers.filter({ hasText: '华彩日用' }).click()
  const detail = sales.getByTestId('resource-detail')
  await detail.getByTestId('record-tab-contacts').click()
  await expect(detail.getByTestId('related-ClientContact')).toContainText('何建国')
  await detail.getByTestId('record-tab-follows').click()
  await expect(detail.getByTestId('related-ClientFollow')).toContainText('保温杯')
  await sales.keyboard.press('Escape')

  // A new contract: the supplier picker offers suppliers only, the lines price the total.
  await sales.goto('/scm/contract')
  await sales.getByTestId('list-new').click()
  const form = sales.getByTestId('resource-form')
  await form.locator('[data-field="ContractNo"] input').fill(`CG-E2E-${stamp}`)
  await form.locator('[data-field="SupplierId"] [role="combobox"]').click()
  // The options come from the server: read them once the supplier is among them.
  await expect(sales.getByRole('option', { name: '华彩日用' })).toBeVisible()
  const offered = await sales.getByRole('listbox').getByRole('option').allInnerTexts()
  expect(offered.join()).toContain('华彩日用')
  expect(offered.join()).not.toContain('Kedai Runcit Aminah')
  await sales.getByRole('option', { name: '华彩日用' }).click()
  await choose(sales, form.locator('[data-field="WarehouseId"] [role="combobox"]'), '吉隆坡仓')
  const editor = form.getByTestId('lines-editor')
  await editor.getByTestId('lines-add').click()
  const row = editor.getByTestId('lines-row').first()
  await choose(sales, row.locator('[data-column="ProductId"] [role="combobox"]'), '304不锈钢保温杯 500ml')
  // Priced at what the supplier offers for it (its offer HC-BW500).
  await expect(row.locator('[data-column="Price"] input')).toHaveValue('21.50')
  await row.locator('[data-column="ProductNum"] input').fill('300')
  await sales.getByTestId('form-submit').click()
  const panel = detail.getByTestId('lifecycle-panel')
  await expect(panel.getByTestId('state-badge')).toHaveText('Draft')
  await expect(detail.locator('[data-field="Amount"]')).toContainText('6,450.00')
  // Approval is the supervisor's: the button says why not.
  await expect(panel.getByTestId('action-approve')).toHaveAttribute('aria-disabled', 'true')
  const id = new URL(sales.url()).searchParams.get('view')

  const supervisor = await (await browser.newContext()).newPage()
  await login(supervisor, SUPERVISOR)
  await supervisor.goto(`/scm/contract?view=${id}`)
  const sPanel = supervisor.getByTestId('resource-detail').getByTestId('lifecycle-panel')
  await sPanel.getByTestId('action-approve').click()
  await supervisor.getByTestId('confirm-action').getByTestId('confirm-ok').click()
  await expect(sPanel.getByTestId('state-badge')).toHaveText('Approved')

  // Signed by the salesman: the inbound entry is created, expected at the warehouse.
  await sales.reload()
  await panel.getByTestId('action-sign').click()
  await sales.getByTestId('confirm-action').getByTestId('confirm-ok').click()
  await expect(panel.getByTestId('state-badge')).toHaveText('Signed')
  await expect(detail.locator('[data-field="EntryId"]')).toContainText(`CG-E2E-${stamp}`)
  await expect(panel.getByTestId('action-complete')).toHaveAttribute('aria-disabled', 'true')

  for (const lang of ['zh-CN', 'id-ID']) {
    await sales.evaluate((l) => localStorage.setItem('lang', l), lang)
    await sales.goto('/scm/list')
    await suppliers.filter({ hasText: '华彩日用' }).click()
    await expect(detail.getByTestId('record-tabs')).toBeVisible()
    await sales.screenshot({ path: path.join(OUT, `supplier-${lang}.png`) })
    await sales.goto(`/scm/contract?view=${id}`)
    await expect(panel.getByTestId('state-badge')).toBeVisible()
    await sales.screenshot({ path: path.join(OUT, `purchase-contract-${lang}.png`) })
  }
  expect(problems).toEqual([])
})

// A 2×2 PNG, enough for the upload route to know it by its first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

test('a follow-up carries photos of what was left; the customer’s files tab gathers them', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/client/list')
  await page.getByTestId('list-search').fill('Kedai Runcit Aminah')
  await page.getByTestId('list-Client').locator('tbody tr[data-row-id]').filter({ hasText: 'Kedai Runcit Aminah' }).first().click()
  const detail = page.getByTestId('resource-detail')
  await detail.getByTestId('add-follow-up').click()
  const dialog = page.getByTestId('follow-form-dialog')
  const note = `Left the 12.12 quotation and a sample (${Date.now().toString(36)})`
  await dialog.locator('[data-field="Content"] textarea').fill(note)
  await dialog
    .getByTestId('images-input')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'quotation.png', mimeType: 'image/png', buffer: PNG },
      { name: 'sample.png', mimeType: 'image/png', buffer: PNG },
    ])
  await expect(dialog.getByTestId('images-input').locator('img')).toHaveCount(2)
  await expect(dialog.getByTestId('images-input')).toContainText('2/9')
  await dialog.getByTestId('form-submit').click()
  await expect(dialog).toBeHidden()
  await detail.getByTestId('record-tab-files').click()
  const files = detail.getByTestId('follow-files')
  // The new follow-up's two, newest first, beside the demo's own.
  const mine = files.locator('li', { hasText: note })
  await expect(mine.locator('img')).toHaveCount(2)
  const src = await mine.locator('img').first().getAttribute('src')
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
  expect((await page.request.get(src!)).status()).toBe(200)
  await page.screenshot({ path: path.join(OUT, 'customer-files-en-US.png') })
  const id = await page.getByTestId('list-Client').locator('tbody tr[data-row-id]').first().getAttribute('data-row-id')
  for (const lang of ['zh-CN', 'id-ID']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto(`/client/list?view=${id}`)
    await detail.getByTestId('record-tab-files').click()
    await expect(mine.locator('img')).toHaveCount(2)
    await page.screenshot({ path: path.join(OUT, `customer-files-${lang}.png`) })
  }
  expect(problems).toEqual([])
})

test('a sales order starts from what the system knows: the customer’s contact as consignee, the product’s price on its line', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  await login(page, SALES)
  const headers = { user: await sessionToken(page), lang: 'en-US' }
  const product = (await (
    await page.request.get('/Api/Product/Index', { headers, params: { Value: '304不锈钢保温杯 500ml' } })
  ).json()) as {
    Data: { Name: string; MinPrice: number }[]
  }
  const flask = product.Data.find((p) => p.Name === '304不锈钢保温杯 500ml')!
  expect(flask.MinPrice).toBeGreaterThan(0)

  await page.goto('/scm/order')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await choose(page, form.locator('[data-field="ClientId"] [role="combobox"]'), 'Kedai Runcit Aminah')
  await expect(form.locator('[data-field="Name"] input')).toHaveValue('Aminah binti Yusof')
  await expect(form.locator('[data-field="Phone"] input')).not.toHaveValue('')
  await expect(form.locator('[data-field="City"] input')).toHaveValue('Kuala Lumpur')
  const editor = form.getByTestId('lines-editor')
  await editor.getByTestId('lines-add').click()
  const row = editor.getByTestId('lines-row').first()
  await choose(page, row.locator('[data-column="ProductId"] [role="combobox"]'), '304不锈钢保温杯 500ml')
  await expect(row.locator('[data-column="Price"] input')).toHaveValue((flask.MinPrice / 100).toFixed(2))
  // What was typed stays: a consignee changed by hand is not overwritten by a customer picked again.
  await form.locator('[data-field="Name"] input').fill('Farid Hakim')
  await choose(page, form.locator('[data-field="ClientId"] [role="combobox"]'), 'Kedai Runcit Aminah')
  await expect(form.locator('[data-field="Name"] input')).toHaveValue('Farid Hakim')
  await page.screenshot({ path: path.join(OUT, 'sales-order-prefill.png'), fullPage: true })
  expect(problems).toEqual([])
})

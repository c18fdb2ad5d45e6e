import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { listRows, login, sessionToken, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'transfer')
const SCREENS = ['list', 'addr', 'channel', 'product', 'scheme', 'cost'] as const

/** Opens a new delivery with a warehouse, a consignee in Malaysia and one line of `product` (× 2). */
async function newDelivery(page: Page, title: string, warehouse: string, product: string) {
  await page.goto('/delivery/list')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Title"] input').fill(title)
  const choose = async (combobox: ReturnType<Page['locator']>, name: string) => {
    await combobox.click()
    await page.getByRole('combobox', { name: /./ }).last().fill(name)
    await page.getByRole('option', { name }).click()
  }
  await choose(form.locator('[data-field="WarehouseId"] [role="combobox"]'), warehouse)
  for (const [field, value] of Object.entries({
    Name: 'Siti Aminah',
    Phone: '+60 12-318 4420',
    ToCountry: 'Malaysia',
    City: 'Kuala Lumpur',
    Zip: '50450',
    Address: 'Jalan Ampang 1',
  }))
    await form.locator(`[data-field="${field}"] input`).fill(value)
  const editor = form.getByTestId('lines-editor')
  await editor.getByTestId('lines-add').click()
  const row = editor.getByTestId('lines-row').first()
  await choose(row.locator('[data-column="ProductId"] [role="combobox"]'), product)
  await row.locator('[data-column="ProductNum"] input').fill('2')
  return form
}

async function setUp(page: Page, stamp: string) {
  const token = await sessionToken(page)
  const post = async (p: string, body: unknown) => {
    const res = await page.request.post(p, { headers: { user: token }, data: body })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()).Data.Id as number
  }
  const warehouse = `Quote warehouse ${stamp}`
  await post('/Api/Warehouse/Post', { Title: warehouse, Code: `QW${stamp}` })
  // 1.2 kg a unit: two weigh 2.4 kg, where J&T is the cheapest of the demo's Malaysian options.
  const product = `Rice cooker ${stamp}`
  await post('/Api/Product/Post', { Name: product, BarCode: `68${stamp}`, Weight: 1.2 })
  return { warehouse, product, token }
}

test('a delivery asks for a shipping quote, takes the cheapest option and saves its carrier, service and fee', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  const { warehouse, product, token } = await setUp(page, stamp)
  const form = await newDelivery(page, `Quoted ${stamp}`, warehouse, product)

  const panel = form.getByTestId('quote-panel')
  await panel.getByTestId('quote-ask').click()
  const options = panel.getByTestId('quote-option')
  await expect(options.first()).toBeVisible()
  expect(await options.count()).toBeGreaterThanOrEqual(3)
  await expect(options.first()).toContainText('J&T Express')
  // Cheapest first: every price is at least the one above it.
  const prices = (await panel.getByTestId('quote-price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  await options.first().getByTestId('quote-choose').click()

  await expect(form.locator('[data-field="Express"] input')).toHaveValue('J&T Express')
  await expect(form.locator('[data-field="ExpressType"] input')).toHaveValue('J&T International Economy')
  // 28.00 for the first kilo, 9.00 for each started 500 g of the other 1.4 kg.
  await expect(form.locator('[data-field="ExpressFee"] input')).toHaveValue('55.00')
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()

  const res = await page.request.get('/Api/Delivery/Index', { headers: { user: token }, params: { Value: `Quoted ${stamp}` } })
  const [row] = (await res.json()).Data as { Express: string; ExpressType: string; ExpressFee: number }[]
  expect(row).toMatchObject({ Express: 'J&T Express', ExpressType: 'J&T International Economy', ExpressFee: 5500 })

  // A destination nothing serves says so.
  const again = await newDelivery(page, `Nowhere ${stamp}`, warehouse, product)
  await again.locator('[data-field="ToCountry"] input').fill('AQ')
  await again.getByTestId('quote-ask').click()
  await expect(again.getByTestId('quote-message')).toContainText('No channel delivers a parcel like this to AQ')
  await expect(again.getByTestId('quote-option')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('the six transfer screens and the quote in Chinese and Malay', async ({ page }) => {
  test.setTimeout(150_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  const { warehouse, product } = await setUp(page, stamp)
  for (const lang of ['zh-CN', 'may-MY']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    for (const screen of SCREENS) {
      await page.goto(`/transfer/${screen}`)
      await expect(listRows(page).first()).toBeVisible()
      // No map without MAP_TILE_URL: the list stands alone.
      if (screen === 'addr') await expect(page.getByTestId('gather-map')).toHaveCount(0)
      await page.screenshot({ path: path.join(OUT, `${screen}-${lang}.png`), fullPage: true })
    }
    await page.goto('/transfer/channel')
    await page.getByTestId('list-new').click()
    await expect(page.getByTestId('resource-form')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `channel-form-${lang}.png`), fullPage: true })

    const form = await newDelivery(page, `Screenshot ${lang} ${stamp}`, warehouse, product)
    await form.getByTestId('quote-Length').fill('40')
    await form.getByTestId('quote-Width').fill('30')
    await form.getByTestId('quote-Height').fill('20')
    await form.getByTestId('quote-ask').click()
    await expect(form.getByTestId('quote-option').first()).toBeVisible()
    await form.getByTestId('quote-panel').scrollIntoViewIfNeeded()
    await page.getByTestId('form-dialog').screenshot({ path: path.join(OUT, `quote-${lang}.png`) })
    await page.keyboard.press('Escape')
  }
  expect(problems).toEqual([])
})

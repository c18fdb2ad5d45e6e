import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from './test.ts'
import { keyboardMoveUntil, login, watchProblems } from './helpers.ts'
import { drawPng } from '../../src/server/db/seed/demo-images.ts'

const OUT = path.join('test-results', 'product')

/** A photo to upload: the demo's own drawing of a box in one colour. */
const png = (colour: string) => drawPng({ label: colour, colour, shape: 'box' })

/** Drags one sortable item onto another with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2, { steps: 4 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

test('the merchandiser builds a product: photos reordered by dragging (the cover follows), two specifications sorted by dragging, SKU prices set', async ({
  page,
}) => {
  test.setTimeout(120_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/product/list')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Name"] input').fill(`Travel mug ${stamp}`)

  // Three photos: the first is the cover until the third is dragged in front of it.
  const images = form.locator('[data-field="CardImg"]').getByTestId('images-input')
  await images.locator('input[type=file]').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: png('#dc2828') },
    { name: 'green.png', mimeType: 'image/png', buffer: png('#28b43c') },
    { name: 'blue.png', mimeType: 'image/png', buffer: png('#2850dc') },
  ])
  const thumbs = images.getByTestId('image-thumb')
  await expect(thumbs).toHaveCount(3)
  await expect(images.getByTestId('images-count')).toHaveText('3/10')
  const [first, , third] = await thumbs.evaluateAll((els) => els.map((e) => e.getAttribute('src')))
  await expect(images.locator('[data-sortable-id]').first().getByTestId('cover-badge')).toBeVisible()
  await drag(page, images.locator('[data-sortable-id]').nth(2).getByTestId('drag-handle'), images.locator('[data-sortable-id]').nth(0))
  await expect(thumbs.first()).toHaveAttribute('src', third!)
  await expect(thumbs.nth(1)).toHaveAttribute('src', first!)
  await expect(images.locator('[data-sortable-id]').first().getByTestId('cover-badge')).toBeVisible()

  // Two specifications, their values typed and then sorted by dragging. dnd-kit swallows the clicks
  // of the first 50 ms after a drop (the drop is no click): the first click is tried until it takes.
  const sku = form.getByTestId('sku-editor')
  await expect(async () => {
    if ((await sku.getByTestId('sku-spec-0').count()) === 0) await sku.getByTestId('sku-add-spec').click()
    await expect(sku.getByTestId('sku-spec-0')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await sku.getByTestId('sku-spec-0').getByTestId('sku-spec-name').fill('Colour')
  await sku.getByTestId('sku-spec-0').getByTestId('sku-value-new').fill('Red, Blue')
  await sku.getByTestId('sku-spec-0').getByTestId('sku-value-new').press('Enter')
  await sku.getByTestId('sku-add-spec').click()
  await sku.getByTestId('sku-spec-1').getByTestId('sku-spec-name').fill('Size')
  await sku.getByTestId('sku-spec-1').getByTestId('sku-value-new').fill('M, L, XL')
  await sku.getByTestId('sku-spec-1').getByTestId('sku-value-new').press('Enter')
  // Two is the most.
  await expect(sku.getByTestId('sku-add-spec')).toBeDisabled()
  const rows = sku.getByTestId('sku-row')
  await expect(rows).toHaveCount(6)
  await expect(rows.first()).toContainText('Red')
  const colours = sku.getByTestId('sku-spec-0').locator('li[data-sortable-id]')
  await drag(page, colours.nth(1).getByTestId('drag-handle'), colours.nth(0))
  await expect(colours.first().getByTestId('sku-value')).toHaveValue('Blue')
  await expect(rows.first()).toContainText('Blue')
  await expect(rows.first()).toContainText('M')
  // The size's values by keyboard: XL picked up, moved to the front, dropped.
  const sizes = sku.getByTestId('sku-spec-1').locator('li[data-sortable-id]')
  const handle = sizes.nth(2).getByTestId('drag-handle')
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await keyboardMoveUntil(page, 'ArrowLeft', 'XL is over position 2 of 3')
  await keyboardMoveUntil(page, 'ArrowLeft', 'XL is over position 1 of 3')
  await page.keyboard.press('Space')
  await expect(sizes.first().getByTestId('sku-value')).toHaveValue('XL')
  await expect(rows.first()).toContainText('XL')

  // Prices: all at 12.50, then the Red XL dearer.
  await sku.getByRole('textbox', { name: 'Price for all SKUs' }).fill('12.50')
  await sku.getByRole('textbox', { name: 'Stock for all SKUs' }).fill('20')
  await sku.getByRole('button', { name: 'Apply to all' }).click()
  await sku.getByRole('textbox', { name: 'Price of Red / XL' }).fill('15.00')
  await expect(sku).toContainText('6 SKUs')
  await page.screenshot({ path: path.join(OUT, 'product-editor-filled-en-US.png') })
  await form.getByTestId('form-submit').click()
  await expect(form).toBeHidden()

  // The new product opens: the range and the stock its SKUs make.
  const detail = page.getByTestId('resource-detail')
  await expect(detail).toContainText(`Travel mug ${stamp}`)
  await expect(detail).toContainText('12.50')
  await expect(detail.getByTestId('sku-view')).toContainText('Red / XL')
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  // The list shows them too, the cover first.
  await page.getByTestId('list-search').fill(`Travel mug ${stamp}`)
  const listed = page.getByTestId('list-Product').locator('tbody tr[data-row-id]')
  await expect(listed).toHaveCount(1)
  const row = listed.filter({ hasText: `Travel mug ${stamp}` })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('12.50')
  await expect(row).toContainText('15.00')
  await expect(row).toContainText('120')
  await expect(row.locator('img').first()).toHaveAttribute('src', third!)
  // Reopened, the SKUs have ids and keep the order they were given.
  await row.click()
  await page.getByTestId('detail-edit').click()
  const again = page.getByTestId('resource-form').getByTestId('sku-editor')
  await expect(again.getByTestId('sku-row')).toHaveCount(6)
  await expect(again.getByTestId('sku-row').first()).toContainText('Blue')
  const ids = await again.getByTestId('sku-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-sku-id')))
  expect(ids.every((id) => id && Number(id) > 0)).toBe(true)
  await page.keyboard.press('Escape')

  // Listed on a shop: drafted with the product's title and lowest price, then put online.
  await page.goto('/product/publish')
  await page.getByTestId('list-new').click()
  const listing = page.getByTestId('resource-form')
  const picks: [string, string][] = [
    ['ProductId', `Travel mug ${stamp}`],
    ['ShopId', 'HaiTong Official Store (Shopee MY)'],
  ]
  for (const [field, name] of picks) {
    await listing.locator(`[data-field="${field}"] [role="combobox"]`).click()
    await page.getByRole('combobox', { name: 'Search' }).fill(name)
    await page.getByRole('option', { name }).first().click()
  }
  await listing.getByTestId('form-submit').click()
  const record = page.getByTestId('resource-detail')
  const panel = record.getByTestId('lifecycle-panel')
  await expect(panel.getByTestId('state-badge')).toHaveText('Draft')
  await expect(record.locator('[data-field="Title"]')).toContainText(`Travel mug ${stamp}`)
  await expect(record.locator('[data-field="Price"]')).toContainText('12.50')
  await panel.getByTestId('action-publish').click()
  await expect(panel.getByTestId('state-badge')).toHaveText('Online')
  await expect(record.locator('[data-field="OnlineTime"]')).not.toHaveText('—')
  expect(problems).toEqual([])
})

test('the product editor, a course and the store layout, in Chinese and Vietnamese', async ({ page }) => {
  test.setTimeout(60_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page)
  for (const lang of ['zh-CN', 'vie-VN']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/product/list')
    await page.getByTestId('list-Product').locator('tbody tr[data-row-id]').filter({ hasText: '65W' }).first().click()
    await page.getByTestId('detail-edit').click()
    const form = page.getByTestId('resource-form')
    await expect(form.getByTestId('sku-row')).toHaveCount(6)
    await expect(form.getByTestId('cover-badge')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `product-editor-${lang}.png`) })
    await form.getByTestId('sku-editor').scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(OUT, `product-editor-sku-${lang}.png`) })
    await page.keyboard.press('Escape')
    // A course, with its lecturer, price and orders.
    await page.goto('/course/list')
    const courses = page.getByTestId('list-Offering').locator('tbody tr[data-row-id]')
    await courses.filter({ hasText: '21 天训练营' }).click()
    const detail = page.getByTestId('resource-detail')
    await expect(detail).toContainText('周文斌')
    await expect(detail).toContainText('999')
    await page.screenshot({ path: path.join(OUT, `course-${lang}.png`) })
    await page.keyboard.press('Escape')
    // The store layout: its blocks beside the page as a phone shows it.
    await page.goto('/product/site')
    await page.getByTestId('list-SitePage').locator('tbody tr[data-row-id]').first().click()
    await page.getByTestId('detail-edit').click()
    const preview = page.getByTestId('page-preview')
    await expect(preview.getByTestId('preview-banner')).toBeVisible()
    await expect(preview.getByTestId('preview-products')).toContainText('304不锈钢保温杯')
    await page.screenshot({ path: path.join(OUT, `store-layout-${lang}.png`) })
    await page.keyboard.press('Escape')
  }
  expect(problems).toEqual([])
})

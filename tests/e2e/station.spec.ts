import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, login, sessionToken, watchProblems } from './helpers.ts'

const WORKER = { account: '13800000003', password: 'demo123' } // Ahmad Faiz, Kuala Lumpur warehouse
const OUT = path.join('test-results', 'stations')

type Product = { Id: number; Name: string; BarCode: string }

/** An entry for the worker's warehouse with two products of the demo, submitted by him: it waits at receiving. */
async function entryToReceive(page: Page) {
  const admin = (await (await page.request.post('/Api/Agent/Login', { data: { Cellphone: Number(ADMIN.account), Pwd: ADMIN.password } })).json()).Data.Token as string
  const products = ((await (await page.request.get('/Api/Product/Index?Size=50', { headers: { user: admin } })).json()).Data as Product[]).filter((p) => p.BarCode)
  const [a, b] = [products[0]!, products[1]!]
  const worker = { user: await sessionToken(page) }
  const warehouse = ((await (await page.request.get('/Api/Warehouse/Select', { headers: worker })).json()).Data as { Id: number }[])[0]!.Id
  const created = await (await page.request.post('/Api/Entry/Post', { headers: worker, data: { Title: `Station test ${Date.now()}`, WarehouseId: warehouse, OwnerId: 1, Lines: [{ ProductId: a.Id, ProductNum: 3 }, { ProductId: b.Id, ProductNum: 2 }] } })).json()
  expect(created.Result, JSON.stringify(created)).toBe(true)
  const id = created.Data.Id as number
  const submitted = await (await page.request.post('/Api/Entry/Transition', { headers: worker, data: { Id: id, Event: 'submit', Version: 1 } })).json()
  expect(submitted.Result, JSON.stringify(submitted)).toBe(true)
  return { id, a, b }
}

async function scan(page: Page, code: string) {
  await page.getByTestId('scan-input').fill(code)
  await page.getByTestId('scan-input').press('Enter')
}

test('the warehouse worker receives an entry at the station by typing barcodes (wrong items and over-receipts are refused and change nothing), puts it away, finds it in stock, and picks a delivery of it', async ({ page }) => {
  const problems = watchProblems(page)
  await login(page, WORKER)
  const { id, a, b } = await entryToReceive(page)

  // From the record to the station; the goods arrive.
  await page.goto(`/entry/list?view=${id}`)
  await page.getByTestId('open-station').click()
  await expect(page).toHaveURL(new RegExp(`/station/receiving/${id}$`))
  await page.getByTestId('station-start').click()
  await expect(page.getByTestId('scan-input')).toBeFocused()
  const status = page.getByTestId('scan-status')
  const count = (product: Product) => page.locator('[data-testid^="station-line-"]').filter({ hasText: product.Name }).getByTestId('line-count')

  // A barcode not on the entry: refused here, nothing counted.
  await scan(page, '0000000000000')
  await expect(status).toHaveAttribute('data-kind', 'error')
  await expect(status).toContainText('This item is not on this document')
  await expect(count(a)).toHaveText('0 / 3')

  // One scan counts one; a typed quantity counts that many.
  await scan(page, a.BarCode)
  await expect(status).toHaveAttribute('data-kind', 'ok')
  await expect(count(a)).toHaveText('1 / 3')
  await page.getByTestId('scan-qty').fill('2')
  await scan(page, a.BarCode)
  await expect(count(a)).toHaveText('3 / 3')
  await expect(page.getByTestId('scan-qty')).toHaveValue('1')

  // Over-receipt: refused with the reason, nothing counted.
  await scan(page, a.BarCode)
  await expect(status).toHaveAttribute('data-kind', 'error')
  await expect(status).toContainText('already fully received')
  await page.getByTestId('scan-qty').fill('5')
  await scan(page, b.BarCode)
  await expect(status).toContainText('Only 2 more')
  await expect(count(b)).toHaveText('0 / 2')
  await page.getByTestId('scan-qty').fill('2')
  await scan(page, b.BarCode)
  await expect(count(b)).toHaveText('2 / 2')

  // Every line received: the worker finishes receiving.
  await page.getByTestId('station-finish').click()
  await expect(page.getByTestId('station-finished')).toBeVisible()
  const stored = (await (await page.request.get(`/Api/Entry/Get?Id=${id}`, { headers: { user: await sessionToken(page) } })).json()).Data
  expect(stored.State).toBe('Received')
  expect(stored.Lines.map((l: { AlreadyNum: number }) => l.AlreadyNum)).toEqual([3, 2])

  // Put-away, from the record: a place first (its code is on its label), then the items to it.
  await page.goto(`/entry/list?view=${id}`)
  await page.getByTestId('open-station').click()
  await expect(page).toHaveURL(new RegExp(`/station/putaway/${id}$`))
  await page.getByTestId('station-start').click()
  await scan(page, a.BarCode)
  await expect(status).toContainText('Scan a place first')
  const worker = { user: await sessionToken(page) }
  const place = ((await (await page.request.get(`/Api/Place/Index?WarehouseId=${stored.WarehouseId}&Size=100`, { headers: worker })).json()).Data as { Title: string; Kind: number }[]).find((p) => p.Kind === 1)!.Title
  await scan(page, place)
  await expect(page.getByTestId('station-place')).toContainText(place)
  await page.getByTestId('scan-qty').fill('3')
  await scan(page, a.BarCode)
  await expect(count(a)).toHaveText('3 / 3')
  await page.getByTestId('scan-qty').fill('2')
  await scan(page, b.BarCode)
  await expect(count(b)).toHaveText('2 / 2')
  await page.getByTestId('station-finish').click()
  await expect(page.getByTestId('station-finished')).toBeVisible()

  // The stock is on the place, and its rows are in the stock log.
  await page.goto(`/stock/list?ProductId=${a.Id}`)
  await expect(page.getByTestId('list-StockBalance').locator('tbody tr').filter({ hasText: place }).first()).toBeVisible()
  await page.goto(`/stock/flows?ProductId=${a.Id}&Doc=Entry&DocId=${id}`)
  // Two receipts into the receiving area (1, then 2), then the put-away: out of it and onto the place.
  const moves = page.getByTestId('list-StockLedger').locator('tbody tr[data-row-id]')
  await expect(moves).toHaveCount(4)
  await expect(moves.filter({ hasText: place })).toHaveCount(1)
  await expect(moves.filter({ hasText: place })).toContainText('+3')

  // A delivery of two: allocated, then picked at the picking station from the place reserved for it.
  const created = await (
    await page.request.post('/Api/Delivery/Post', {
      headers: worker,
      data: { Title: `Station pick ${id}`, WarehouseId: stored.WarehouseId, OwnerId: 1, Name: 'Nur Aisyah', Phone: '0123456789', ToCountry: 'MY', Address: 'Jalan Meru 8', Zip: '41050', Lines: [{ ProductId: a.Id, ProductNum: 2 }] },
    })
  ).json()
  expect(created.Result, JSON.stringify(created)).toBe(true)
  const delivery = created.Data.Id as number
  for (const [Event, Version] of [['submit', 1], ['allocate', 2]] as const) {
    const res = await (await page.request.post('/Api/Delivery/Transition', { headers: worker, data: { Id: delivery, Event, Version } })).json()
    expect(res.Result, JSON.stringify(res)).toBe(true)
  }
  const reserved = (await (await page.request.get(`/Api/Delivery/Get?Id=${delivery}`, { headers: worker })).json()).Data.Reservations as { PlaceTitle: string; Qty: number }[]
  await page.goto(`/delivery/list?view=${delivery}`)
  await page.getByTestId('open-station').click()
  await expect(page).toHaveURL(new RegExp(`/station/picking/${delivery}$`))
  await page.getByTestId('station-start').click()
  for (const r of reserved) {
    await scan(page, r.PlaceTitle)
    await expect(page.getByTestId('station-place')).toContainText(r.PlaceTitle)
    await page.getByTestId('scan-qty').fill(String(r.Qty))
    await scan(page, a.BarCode)
    await expect(status).toHaveAttribute('data-kind', 'ok')
  }
  await expect(count(a)).toHaveText('2 / 2')
  await page.getByTestId('station-finish').click()
  await expect(page.getByTestId('station-finished')).toBeVisible()
  expect((await (await page.request.get(`/Api/Delivery/Get?Id=${delivery}`, { headers: worker })).json()).Data.State).toBe('Picked')
  expect(problems).toEqual([])
})

test('the receiving and put-away stations in Chinese and Thai', async ({ page }) => {
  await login(page, WORKER)
  const { id, a, b } = await entryToReceive(page)
  fs.mkdirSync(OUT, { recursive: true })
  await page.goto(`/station/receiving/${id}`)
  await page.getByTestId('station-start').click()
  await scan(page, a.BarCode)
  await expect(page.getByTestId('scan-status')).toHaveAttribute('data-kind', 'ok')
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.reload()
    await scan(page, '123')
    await expect(page.getByTestId('scan-status')).toHaveAttribute('data-kind', 'error')
    await expect(page.getByTestId('scan-status')).not.toContainText('This item is not on this document')
    await page.setViewportSize({ width: 420, height: 800 })
    await page.screenshot({ path: path.join(OUT, `receiving-${lang}.png`), fullPage: true })
  }
  // The rest received; on to the put-away station, its place scanned.
  const counts = page.locator('[data-testid^="station-line-"]').getByTestId('line-count')
  await page.getByTestId('scan-qty').fill('2')
  await scan(page, a.BarCode)
  await expect(counts.first()).toHaveText('3 / 3')
  await page.getByTestId('scan-qty').fill('2')
  await scan(page, b.BarCode)
  await expect(counts.nth(1)).toHaveText('2 / 2')
  await page.getByTestId('station-finish').click()
  await expect(page.getByTestId('station-finished')).toBeVisible()
  await page.goto(`/station/putaway/${id}`)
  await page.getByTestId('station-start').click()
  const headers = { user: await sessionToken(page) }
  const warehouse = ((await (await page.request.get(`/Api/Entry/Get?Id=${id}`, { headers })).json()).Data as { WarehouseId: number }).WarehouseId
  const place = ((await (await page.request.get(`/Api/Place/Index?WarehouseId=${warehouse}&Size=100`, { headers })).json()).Data as { Title: string; Kind: number }[]).find((p) => p.Kind === 1)!.Title
  await scan(page, place)
  await expect(page.getByTestId('scan-status')).toHaveAttribute('data-kind', 'place')
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.reload()
    await scan(page, place)
    await expect(page.getByTestId('station-place')).toContainText(place)
    await expect(page.getByTestId('scan-status')).not.toContainText('now scan the items')
    await page.screenshot({ path: path.join(OUT, `putaway-${lang}.png`), fullPage: true })
  }
})

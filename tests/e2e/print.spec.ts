import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { login, sessionToken, watchProblems } from './helpers.ts'

/** Where the print views' PDFs and screenshots are kept for people to look at. */
const OUT = path.join('test-results', 'print')

type Delivery = {
  Id: number
  ExpressNo: string
  Name: string
  Lines: { ProductName: string; PackageNo: string }[]
  Packages: { PackageNo: string }[]
}

async function deliveryIn(page: Page, state: string): Promise<Delivery> {
  const headers = { user: await sessionToken(page) }
  const list = (await (await page.request.get(`/Api/Delivery/Index?State=${state}`, { headers })).json()) as { Data: { Id: number }[] }
  const id = list.Data[0]!.Id
  return ((await (await page.request.get(`/Api/Delivery/Get?Id=${id}`, { headers })).json()) as { Data: Delivery }).Data
}

/** The page printed to PDF as the browser prints it (its print CSS and page size), read back as text. */
async function printedText(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUT, { recursive: true })
  const file = path.join(OUT, `${name}.pdf`)
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

test('a shipped delivery’s packing list and label print with its tracking number as a barcode and its lines', async ({ page, context }) => {
  const problems = watchProblems(page)
  await login(page)
  const shipped = await deliveryIn(page, 'Shipped')
  expect(shipped.ExpressNo).toBeTruthy()

  // Opened from the record: the delivery's panel offers its paper, each in a tab of its own.
  await page.goto(`/delivery/list?view=${shipped.Id}`)
  await expect(page.getByTestId('print-links')).toBeVisible()
  const [label] = await Promise.all([context.waitForEvent('page'), page.getByTestId('print-label').click()])
  // One label per package, each on its own page, saying which of how many it is.
  const labels = Math.max(1, shipped.Packages.length)
  await expect(label.getByTestId('shipping-label')).toHaveCount(labels)
  for (const [i, p] of shipped.Packages.entries())
    await expect(label.getByTestId('shipping-label').nth(i).getByTestId('package-of')).toHaveText(`${p.PackageNo} · ${i + 1} of ${labels}`)
  await expect(label.getByTestId('barcode').first()).toHaveAttribute('data-text', shipped.ExpressNo)
  await expect(label.getByTestId('barcode').first().locator('svg')).toBeVisible()
  const labelText = await printedText(label, 'label')
  expect(labelText).toContain(shipped.ExpressNo)
  expect(labelText).toContain(shipped.Name)
  const pages = execFileSync('pdfinfo', [path.join(OUT, 'label.pdf')], { encoding: 'utf8' }).match(/^Pages:\s+(\d+)/m)?.[1]
  expect(Number(pages)).toBe(labels)

  const [packing] = await Promise.all([context.waitForEvent('page'), page.getByTestId('print-packing').click()])
  await expect(packing.getByTestId('package').first()).toBeVisible()
  const packingText = await printedText(packing, 'packing')
  expect(packingText).toContain(shipped.ExpressNo)
  for (const line of shipped.Lines) expect(packingText).toContain(line.ProductName)
  expect(problems).toEqual([])
})

test('an allocated delivery’s pick list walks the reserved places in order', async ({ page }) => {
  await login(page)
  const allocated = await deliveryIn(page, 'Allocated')
  await page.goto(`/print/delivery/${allocated.Id}/picking`)
  const places = page.getByTestId('pick-lines').locator('tbody tr td:first-child')
  await expect(places.first()).toBeVisible()
  const titles = await places.allInnerTexts()
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })))
  const text = await printedText(page, 'picking')
  for (const t of titles) expect(text).toContain(t)
})

test('the print views in Chinese and Thai', async ({ page }) => {
  await login(page)
  const shipped = await deliveryIn(page, 'Shipped')
  const allocated = await deliveryIn(page, 'Allocated')
  fs.mkdirSync(OUT, { recursive: true })
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    for (const [name, url] of [
      ['label', `/print/delivery/${shipped.Id}/label`],
      ['packing', `/print/delivery/${shipped.Id}/packing`],
      ['picking', `/print/delivery/${allocated.Id}/picking`],
    ] as const) {
      await page.goto(url)
      await expect(page.getByTestId('print-sheet')).toBeVisible()
      if (name !== 'packing') await expect(page.getByTestId('barcode').first()).toBeVisible()
      else await expect(page.getByTestId('package').first()).toBeVisible()
      await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: true })
      // Printed in the reader's language: the print button is the language's own word.
      await expect(page.getByTestId('print-button')).toHaveText(lang === 'zh-CN' ? '打印' : 'พิมพ์')
      const text = await printedText(page, `${name}-${lang}`)
      if (name === 'label') expect(text).toContain(shipped.ExpressNo)
    }
  }
})

/** A record of the demo in one of the states (as the administrator sees it). */
async function docIn(page: Page, doc: string, states: string[]): Promise<Record<string, unknown> & { Id: number }> {
  const headers = { user: await sessionToken(page) }
  const rows = (await (await page.request.get(`/Api/${doc}/Index?Size=200`, { headers })).json()).Data as { Id: number; State: string }[]
  const id = rows.find((r) => states.includes(r.State))!.Id
  return (await (await page.request.get(`/Api/${doc}/Get?Id=${id}`, { headers })).json()).Data
}

test('the receiving note, stocktake sheet, place labels and product labels print in Chinese and Thai, barcodes and all', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await login(page)
  const entry = (await docIn(page, 'Entry', ['Received', 'PuttingAway'])) as {
    Id: number
    ExpressNo: string
    Lines: { ProductId: number; ProductName: string; BarCode: string }[]
  }
  const stocktake = (await docIn(page, 'Inventory', ['Counted', 'Posted'])) as {
    Id: number
    WarehouseId: number
    Lines: { PlaceTitle: string }[]
  }
  const ids = [...new Set(entry.Lines.map((l) => l.ProductId))]
  fs.mkdirSync(OUT, { recursive: true })
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    for (const [name, url] of [
      ['receiving', `/print/entry/${entry.Id}/receiving`],
      ['stocktake', `/print/inventory/${stocktake.Id}/sheet`],
      ['place-labels', `/print/places?WarehouseId=${stocktake.WarehouseId}`],
      ['product-labels', `/print/products?Ids=${ids.join(',')}&Copies=2`],
    ] as const) {
      await page.goto(url)
      await expect(page.getByTestId('print-sheet')).toBeVisible()
      await expect(page.getByTestId('barcode').first().locator('svg')).toBeVisible()
      await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: true })
      const text = (await printedText(page, `${name}-${lang}`)).replace(/\s+/g, '')
      if (name === 'receiving') for (const l of entry.Lines) expect(text).toContain(l.BarCode)
      if (name === 'stocktake') for (const l of stocktake.Lines) expect(text).toContain(l.PlaceTitle.replace(/\s+/g, ''))
      if (name === 'place-labels') expect(await page.getByTestId('place-label').count()).toBeGreaterThan(3)
      if (name === 'product-labels') {
        await expect(page.getByTestId('product-label')).toHaveCount(ids.length * 2)
        for (const l of entry.Lines) expect(text).toContain(l.BarCode)
      }
    }
  }
  expect(problems).toEqual([])
})

test('a salesperson prints the customers she selected: the columns on screen, those rows only, none of the console around them', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await login(page, { account: '13800000002', password: 'demo123' })
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  await page.goto('/client/list')
  const list = page.getByTestId('list-Client')
  const rows = list.getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows.nth(2)).toBeVisible()
  const id = async (i: number) => Number(await rows.nth(i).getAttribute('data-row-id'))
  const [first, second] = [await id(0), await id(1)]
  await rows.nth(0).locator('[role="checkbox"], input[type="checkbox"]').first().click()
  await rows.nth(1).locator('[role="checkbox"], input[type="checkbox"]').first().click()
  // The print dialog itself is the browser's: here the page is printed to PDF as it would print.
  await page.evaluate(() => {
    window.print = () => {}
  })
  await list.getByTestId('bulk-print').click()
  await expect(page.getByTestId('selection-print').locator('tbody tr')).toHaveCount(2)
  const text = await printedText(page, 'selected-customers-zh-CN')
  // Each printed row starts with its number (the first column): those selected, and no other.
  const printed = [...text.matchAll(/^ {0,4}(\d+) {2,}\S/gm)].map((m) => Number(m[1]))
  expect(printed).toEqual([first, second])
  expect(text).toContain('客户名称')
  expect(text).toContain('共 2 条记录')
  // The side menu and the toolbar stay on screen.
  expect(text).not.toContain('跟进记录')
  expect(text).not.toContain('导出')
  expect(problems).toEqual([])
})

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from './test.ts'
import { ADMIN, login, sessionToken, watchProblems } from './helpers.ts'

/** Where the customs screens' screenshots and printed PDFs are kept for people to look at. */
const OUT = path.join('test-results', 'customs')
const CUSTOMS = { account: '13800000004', password: 'demo123' }

/** The page printed to PDF as the browser prints it (its print CSS and A4 page), read back as text. */
async function printedText(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUT, { recursive: true })
  const file = path.join(OUT, `${name}.pdf`)
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

/** Picks from a reference select: open it, search, choose the first match. */
async function choose(page: Page, combobox: Locator, search: string) {
  await combobox.click()
  await page.getByRole('combobox', { name: 'Search' }).fill(search)
  await page.getByRole('option').filter({ hasText: search }).first().click()
}

/** Fills a new record's form: plain fields by name, then goods lines picked from the export goods catalogue. */
async function create(page: Page, route: string, fields: Record<string, string>, goods: [string, number][] = []) {
  await page.goto(route)
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  for (const [field, value] of Object.entries(fields)) await form.locator(`[data-field="${field}"] input`).fill(value)
  const editor = form.getByTestId('lines-editor')
  for (const [i, [search, num]] of goods.entries()) {
    await editor.getByTestId('lines-add').click()
    const row = editor.getByTestId('lines-row').nth(i)
    await choose(page, row.locator('[data-column="ProductId"] [role="combobox"]'), search)
    // The catalogue fills in what customs is told about the goods.
    await expect(row.locator('[data-column="HsCode"] input')).toHaveValue('8509800000')
    await row.locator('[data-column="Num"] input').fill(String(num))
  }
  await page.getByTestId('form-submit').click()
  const detail = page.locator('[data-testid="resource-detail"]:visible')
  await expect(detail.getByTestId('lifecycle-panel')).toBeVisible()
  return detail
}

/** Sends the message and asks for customs' result until the record stands in `state` (as the badge says it). */
async function postUntil(detail: Locator, state: string, polls = 6) {
  const panel = detail.getByTestId('lifecycle-panel')
  await panel.getByTestId('action-post').click()
  await expect(panel.getByTestId('state-badge')).toHaveText('Sent to customs')
  for (let i = 0; i < polls; i++) {
    const before = await panel.getByTestId('state-badge').textContent()
    if (before === state) break
    // The simulator answers each poll with the next receipt, which moves the record on.
    await panel.getByTestId('action-getResult').click()
    await expect(panel.getByTestId('state-badge')).not.toHaveText(before!)
  }
  await expect(panel.getByTestId('state-badge')).toHaveText(state)
}

test('the customs clerk matches order, payment and waybill, sends the retail list, sees it released in Chinese, and prints its papers', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  const problems = watchProblems(page)
  await login(page, CUSTOMS)
  const stamp = Date.now().toString(36).toUpperCase()
  const code = `EXE2E${stamp}`
  const waybill = `MH77${stamp}`
  const buyer = 'Nurul Aisyah binti Rahman'
  // Ten sonic toothbrushes at US$8.90: US$89.00.
  const goods: [string, number][] = [['声波电动牙刷', 10]]

  const order = await create(
    page,
    '/exported/order',
    { OrderCode: code, ClientName: buyer, ToCountry: 'MY', ProductAmount: '89.00' },
    goods,
  )
  await postUntil(order, 'Accepted by customs')
  const receipt = await create(page, '/exported/receipt', {
    OrderCode: code,
    PayName: 'PingPong',
    PayCode: 'PINGPONG',
    OutId: `PP${stamp}`,
    ClientName: buyer,
    PaidAmount: '89.00',
  })
  await postUntil(receipt, 'Accepted by customs')
  const logistics = await create(page, '/exported/logistics', {
    LogisticsNo: waybill,
    OrderCode: code,
    LogisticsName: 'MASkargo',
    ClientName: buyer,
    ToCountry: 'MY',
    TotalWeight: '3.6',
    NetWeight: '3.2',
  })
  await postUntil(logistics, 'Accepted by customs')

  // The declaration fills itself: the clerk names it, types the order code and its own exporter,
  // and picks the three documents, each picker offering only that order code's.
  await page.goto('/exported/declare')
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Name"] input').fill(`E2E retail list ${stamp}`)
  await form.locator('[data-field="OrderCode"] input').fill(code)
  await form.locator('[data-field="OwnerName"] input').fill('深圳海通跨境供应链有限公司')
  await form.locator('[data-field="OwnerCardId"] input').fill('91440300MA5G8K2X70')
  for (const [field, label] of [
    ['DeclareOrderId', code],
    ['DeclareReceiptId', code],
    ['DeclareLogisticsId', waybill],
  ] as const) {
    await form.locator(`[data-field="${field}"] [role="combobox"]`).click()
    const options = page.getByTestId('reference-options').getByRole('option')
    await expect(options).toHaveCount(1)
    await expect(options.first()).toHaveText(label)
    await options.first().click()
    await expect(
      page
        .getByTestId('notice')
        .filter({ hasText: /^Filled in \d+ fields from/ })
        .first(),
    ).toBeVisible()
  }
  // What the documents say, and the goods from the order, are in the form before it is saved.
  await expect(form.locator('[data-field="ClientName"] input')).toHaveValue(buyer)
  await expect(form.locator('[data-field="OwnerName"] input')).toHaveValue('深圳海通跨境供应链有限公司')
  await expect(form.locator('[data-field="PayName"] input')).toHaveValue('PingPong')
  await expect(form.locator('[data-field="LogisticsNo"] input')).toHaveValue(waybill)
  await expect(form.locator('[data-field="TotalWeight"] input')).toHaveValue('3.6')
  await expect(form.locator('[data-field="NetWeight"] input')).toHaveValue('3.2')
  await expect(form.locator('[data-field="ProductAmount"] input')).toHaveValue('89.00')
  await expect(form.getByTestId('lines-row')).toHaveCount(1)
  await expect(form.getByTestId('lines-row').first().locator('[data-column="HsCode"] input')).toHaveValue('8509800000')
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'declaration-self-filled-en-US.png'), fullPage: true })
  await page.getByTestId('form-submit').click()
  const declaration = page.locator('[data-testid="resource-detail"]:visible')
  await expect(declaration.getByTestId('lifecycle-panel')).toBeVisible()
  // Linked by the order code, all three accepted and agreeing.
  await expect(declaration.getByTestId('match-panel')).toHaveAttribute('data-agree', 'true')
  await postUntil(declaration, 'Released', 6)
  const id = Number(new URL(page.url()).searchParams.get('view'))
  expect(id).toBeGreaterThan(0)

  // The same record in Chinese: receipts by their meaning and date, no English, no raw data.
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  await page.goto(`/exported/declare?view=${id}`)
  const detail = page.locator('[data-testid="resource-detail"]:visible')
  const timeline = detail.getByTestId('timeline')
  await expect(detail.getByTestId('state-badge').first()).toHaveText('已放行')
  await expect(timeline.getByTestId('timeline-receipt').filter({ hasText: '800' })).toContainText('放行')
  await expect(timeline.getByTestId('timeline-receipt').filter({ hasText: '120' })).toContainText('海关入库')
  const text = await timeline.innerText()
  expect(text).not.toMatch(/Receipts|Code|Gateway|Accepted|\{"/)
  expect(text).not.toMatch(/\b1[,.]?\d{3}[,.]?\d{3}[,.]?\d{3}\b/)
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'declaration-released-zh-CN.png') })

  // Its printed papers, opened from the record: the invoice and the declaration form.
  const headers = { user: await sessionToken(page) }
  const record = (await (await page.request.get(`/Api/Declare/Get?Id=${id}`, { headers })).json()).Data as { CustomsNo: string }
  expect(record.CustomsNo).toMatch(/^5316/)
  const [invoice] = await Promise.all([context.waitForEvent('page'), detail.getByTestId('print-invoice').click()])
  await expect(invoice.getByTestId('print-sheet')).toBeVisible()
  await expect(invoice.getByTestId('print-sheet')).toContainText('8509800000')
  const invoiceText = await printedText(invoice, 'invoice-zh-CN')
  for (const expected of ['8509800000', '89.00', buyer, '深圳海通跨境供应链有限公司', '捌拾玖元整'])
    expect(invoiceText, expected).toContain(expected)
  const [paper] = await Promise.all([context.waitForEvent('page'), detail.getByTestId('print-declaration-form').click()])
  await expect(paper.getByTestId('print-sheet')).toContainText('8509800000')
  const formText = await printedText(paper, 'form-zh-CN')
  for (const expected of ['8509800000', '89.00', buyer, '深圳海通跨境供应链有限公司', record.CustomsNo, '800'])
    expect(formText, expected).toContain(expected)
  expect(problems).toEqual([])
})

test('screenshots of the receipts list, a released declaration and each printed paper, in Chinese and English', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page, CUSTOMS)
  const headers = { user: await sessionToken(page) }
  const rows = (await (await page.request.get('/Api/Declare/Index?State=Released&Mode=9610&Size=5', { headers })).json()).Data as {
    Id: number
  }[]
  const id = rows[0]!.Id
  fs.mkdirSync(OUT, { recursive: true })
  for (const lang of ['zh-CN', 'en-US']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/exported/callback')
    await expect(page.getByTestId('list-CustomsReceipt').getByTestId('resource-table').locator('tbody tr').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `callback-${lang}.png`) })
    await page.goto(`/exported/declare?view=${id}`)
    await expect(page.locator('[data-testid="resource-detail"]:visible').getByTestId('timeline-receipt').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `declaration-${lang}.png`) })
    for (const paper of ['invoice', 'packing', 'contract', 'form']) {
      await page.goto(`/print/declare/${id}/${paper}`)
      await expect(page.getByTestId('print-sheet')).toBeVisible()
      await expect(page.getByTestId('print-sheet')).toContainText('8509800000')
      await page.screenshot({ path: path.join(OUT, `${paper}-${lang}.png`), fullPage: true })
      const text = await printedText(page, `${paper}-${lang}`)
      expect(text, `${paper} ${lang}`).toContain('8509800000')
    }
  }
})

test('an open declaration changed by someone else refreshes itself, and the next click acts on it as it is now', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  await login(page, CUSTOMS)
  const headers = { user: await sessionToken(page), lang: 'en-US' }
  const stamp = Date.now().toString(36).toUpperCase()
  const lines = [{ Title: 'Silk scarf', HsCode: '6214100000', Unit: 'piece', Unit1: 'piece', Num: 10, Price: 1998, Weight: 1.2 }]
  const created = await request.post('/Api/Declare/Post', {
    headers,
    data: {
      Mode: 9710,
      Name: `Stale page ${stamp}`,
      OrderCode: `ST${stamp}`,
      ClientName: 'Kedai Sutera Sdn Bhd',
      OwnerName: 'Shenzhen Haitong Supply Chain',
      OwnerCardId: '91440300MA5G8K2X70',
      LogisticsName: 'SF Express',
      LogisticsNo: `SF${stamp}`,
      PayName: 'Alipay',
      TotalWeight: 1.5,
      NetWeight: 1.2,
      ProductAmount: 19980,
      Lines: lines,
    },
  })
  expect(created.status()).toBe(200)
  const id = ((await created.json()) as { Data: { Id: number } }).Data.Id
  await page.goto(`/exported/declare?view=${id}`)
  const detail = page.locator('[data-testid="resource-detail"]:visible')
  await expect(detail.getByTestId('state-badge').first()).toHaveText('Draft')
  await expect(detail.getByTestId('record-refreshed')).toHaveCount(0)

  // The supervisor corrects it from elsewhere while the clerk's page is open.
  const admin = await request.post('/Api/Agent/Login', { data: { Cellphone: ADMIN.account, Pwd: ADMIN.password } })
  const adminHeaders = { user: ((await admin.json()) as { Data: { Token: string } }).Data.Token }
  const row = ((await (await request.get(`/Api/Declare/Get?Id=${id}`, { headers: adminHeaders })).json()) as { Data: { Version: number } })
    .Data
  const edit = await request.post('/Api/Declare/Update', {
    headers: adminHeaders,
    data: { Id: id, Version: row.Version, Remark: 'Weights checked by the supervisor' },
  })
  expect(edit.status()).toBe(200)

  // The open page follows by itself and says so; the new remark is on it.
  await expect(detail.getByTestId('record-refreshed')).toBeVisible({ timeout: 20_000 })
  await expect(detail.locator('[data-field="Remark"]')).toContainText('Weights checked by the supervisor')
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'declaration-refreshed-en-US.png') })
  await detail.getByTestId('record-refreshed').getByRole('button').click()
  await expect(detail.getByTestId('record-refreshed')).toHaveCount(0)
  // The clerk's next click is made on the record as it is now: sent, not refused as stale; her own step is no news to her.
  await detail.getByTestId('lifecycle-panel').getByTestId('action-post').click()
  await expect(detail.getByTestId('state-badge').first()).toHaveText('Sent to customs')
  await expect(detail.locator('[data-field="Version"]')).toContainText(String(row.Version + 2))
  await expect(detail.getByTestId('record-refreshed')).toHaveCount(0)
  expect(problems).toEqual([])
})

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { listRows, login, signIn, watchProblems } from './helpers.ts'

/** Where the finance screens' screenshots and printed invoices are kept for people to look at. */
const OUT = path.join('test-results', 'finance')

const money = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)

async function printedText(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUT, { recursive: true })
  const file = path.join(OUT, `${name}.pdf`)
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

test('finance collects a receivable: the ageing lists what is over 90 days, a receipt settles what is left', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await signIn(page)
  await page.goto('/finance/income_list')
  const cny = page.getByTestId('ageing-CNY')
  await expect(cny).toBeVisible()
  // The buckets add up to what is still owed.
  const buckets = await Promise.all(
    ['B0_30', 'B31_60', 'B61_90', 'B90'].map(async (k) => money((await cny.getByTestId(`ageing-${k}`).innerText()).replace('—', '0'))),
  )
  const open = money(
    (await cny
      .getByTestId('ageing-open')
      .locator(':scope')
      .evaluate((td) => td.firstChild?.textContent ?? '')) || '0',
  )
  expect(buckets.reduce((a, b) => a + b, 0)).toBe(open)

  // Over 90 days: the oldest receivables still owed, oldest first.
  await cny.getByTestId('ageing-B90').getByRole('button').click()
  await expect(page).toHaveURL(/State=Open%2CPartlyPaid/)
  await expect(listRows(page).first()).toBeVisible()
  // The rows of the list before it (kept while the filtered page loads) give way to the filtered ones.
  await expect
    .poll(async () =>
      (await listRows(page).locator('td:nth-child(3)').allInnerTexts()).every((s) => ['Open', 'Partly paid'].includes(s.trim())),
    )
    .toBe(true)

  // A partly paid one: the rest comes in by bank transfer.
  await page.goto('/finance/income_list?State=PartlyPaid&SourceDoc=Manual')
  await listRows(page).first().click()
  const detail = page.getByTestId('resource-detail')
  await expect(detail.getByTestId('lifecycle-panel')).toContainText('Partly paid')
  const left = (await detail.locator('[data-field="Balance"] dd').innerText()).trim()
  await detail.getByTestId('action-receive').click()
  const dialog = page.getByTestId('event-dialog-receive')
  await dialog.locator('[data-field="Paid"] input').fill(left.replace(/,/g, ''))
  await dialog.locator('[data-field="Method"] select').selectOption('bank')
  await dialog.locator('[data-field="Reference"] input').fill('CMB-E2E-0001')
  await dialog.getByTestId('event-submit').click()
  await expect(dialog).toBeHidden()
  await expect(detail.getByTestId('lifecycle-panel')).toContainText('Paid')
  await expect(detail.locator('[data-field="Balance"] dd')).toHaveText('0.00')
  await detail.getByTestId('record-tab-receipts').click()
  await expect(page.getByTestId('related-Receipt')).toContainText('CMB-E2E-0001')
  expect(problems).toEqual([])
})

test('finance drafts an invoice from a receivable, issues it, and prints it; invoice 111001 opens from the menu', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  await login(page)
  // The menu's address names invoice 111001: it opens over the list.
  await page.goto('/finance/invoice')
  await expect(page).toHaveURL(/Id=111001/)
  await expect(page.getByTestId('resource-detail')).toContainText('INV-111001')

  // An open receivable's Invoices tab drafts one for it.
  await page.goto('/finance/income_list?State=Open&SourceDoc=Manual')
  await listRows(page).first().click()
  const detail = page.getByTestId('resource-detail')
  const owed = money(await detail.locator('[data-field="Amount"] dd').innerText())
  await detail.getByTestId('record-tab-invoices').click()
  await page.getByTestId('related-new-Invoice').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="BuyerName"] input').fill('Kedai E2E Sdn Bhd')
  await form.locator('[data-field="BuyerTaxNo"] input').fill('202301019999')
  await form.getByTestId('lines-add').click()
  const line = form.getByTestId('lines-row').first()
  await line.locator('[data-column="Title"] input').fill('Warehouse storage, November')
  await line.locator('[data-column="Num"] input').fill('1')
  // Priced so that with 6% VAT it stays within what is owed.
  const net = Math.floor(owed / 1.06) - 1
  await line.locator('[data-column="Price"] input').fill((net / 100).toFixed(2))
  await line.locator('[data-column="TaxRate"] input').fill('600')
  await page.getByTestId('form-submit').click()
  const related = page.getByTestId('related-Invoice')
  await expect(related).toContainText('Kedai E2E Sdn Bhd')

  // On the invoices screen: issued, with its number.
  await page.goto('/finance/invoice?Id=111001&q=Kedai%20E2E')
  // The address's invoice opens first; closed, it stays closed.
  await expect(page.getByTestId('resource-detail')).toContainText('INV-111001')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('resource-detail')).toBeHidden()
  await listRows(page).first().click()
  const invoice = page.getByTestId('resource-detail')
  await invoice.getByTestId('action-issue').click()
  await page.getByTestId('confirm-action').getByTestId('confirm-ok').click()
  await expect(invoice.getByTestId('lifecycle-panel')).toContainText('Issued')
  // The panel and the fields refetch apart: wait for the number itself.
  const numberField = invoice.locator('[data-field="InvoiceNo"] dd')
  await expect(numberField).toHaveText(/^\s*INV-\d{6,}\s*$/)
  const number = (await numberField.innerText()).trim()
  const id = number.slice(4)
  await expect(page).toHaveURL(new RegExp(`Id=${id}`))

  // Printed: the number, both parties, the line, the tax and the total in words.
  await page.goto(`/print/invoice/${id}`)
  await expect(page.getByTestId('grand-total')).toBeVisible()
  const text = await printedText(page, `invoice-${id}`)
  expect(text).toContain(number)
  expect(text).toContain('Kedai E2E Sdn Bhd')
  expect(text).toContain('202301019999')
  expect(text).toContain('Warehouse storage, November')
  expect(text).toContain('6.00%')
  expect(text).toMatch(/SAY CHINESE YUAN [\s\S]* ONLY/)
  expect(problems).toEqual([])
})

test('the receivables, an invoice and its print in Chinese and Thai', async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page)
  for (const lang of ['zh-CN', 'th-TH']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/finance/income_list')
    await expect(page.getByTestId('ageing-CNY')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `receivables-${lang}.png`), fullPage: true })
    await page.goto('/finance/invoice?Id=111001')
    await expect(page.getByTestId('resource-detail')).toContainText('INV-111001')
    await page.screenshot({ path: path.join(OUT, `invoice-${lang}.png`) })
    await page.goto('/print/invoice/111001')
    await expect(page.getByTestId('grand-total')).toBeVisible()
    const text = await printedText(page, `invoice-111001-${lang}`)
    expect(text).toContain('INV-111001')
    if (lang === 'zh-CN') expect(text).toContain('人民币') // the capital amount, for Chinese readers
  }
  expect(problems).toEqual([])
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { apiToken, expectNoAxeViolations, signIn, watchProblems } from './helpers.ts'

const WAREHOUSE = { account: '13800000003', password: 'demo123' }
const OUT = path.join('test-results', 'bulk-events')

test('the warehouse worker submits five outbound drafts at once: four move on, the one without a phone is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  const token = await apiToken(page.request, WAREHOUSE)
  const headers = { user: token, lang: 'en-US' }
  // What the worker may use: the first warehouse and product she is offered.
  const pick = async (resource: string) => {
    const res = await page.request.get(`/Api/${resource}/Select`, { headers })
    expect(res.ok(), `${resource}/Select`).toBe(true)
    return ((await res.json()) as { Data: { Id: number }[] }).Data[0]!.Id
  }
  const [warehouseId, productId] = [await pick('Warehouse'), await pick('Product')]
  const batch = `Bulk ${Date.now() % 100_000}`
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/Api/Delivery/Post', {
      headers,
      data: {
        Title: `${batch} #${i + 1}`,
        WarehouseId: warehouseId,
        Name: 'Siti Aminah',
        Phone: i === 2 ? '' : '+60 12 555 0101',
        ToCountry: 'MY',
        Address: 'Jalan Ampang 1',
        Zip: '50450',
        Lines: [{ ProductId: productId, ProductNum: 1 }],
      },
    })
    expect(res.ok(), JSON.stringify(await res.json())).toBe(true)
  }

  await signIn(page, WAREHOUSE)
  await page.goto(`/delivery/list?q=${encodeURIComponent(batch)}`)
  const list = page.getByTestId('list-Delivery')
  const rows = list.getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows).toHaveCount(5)
  for (const box of await rows.locator('input[type="checkbox"], [role="checkbox"]').all()) await box.click()
  await expect(list.getByTestId('selection-bar')).toContainText('5 selected')
  await list.getByTestId('bulk-events').click()
  await expect(page.getByTestId('bulk-event-submit')).toContainText('5 of 5')
  await page.getByTestId('bulk-event-submit').click()

  const results = page.getByTestId('bulk-results')
  await expect(results.getByTestId('bulk-summary')).toHaveText('4 of 5 done')
  await expect(results.locator('[data-testid="bulk-result"][data-ok="yes"]')).toHaveCount(4)
  const refused = results.locator('[data-testid="bulk-result"][data-ok="no"]')
  await expect(refused).toHaveCount(1)
  await expect(refused).toContainText(`${batch} #3`)
  await expect(refused).toContainText('Complete the consignee first')
  await expectNoAxeViolations(page, '[data-testid="bulk-results"]')
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'bulk-results-en-US.png') })
  await results.getByTestId('bulk-results-close').click()
  await expect(results).toBeHidden()
  await expect(list.getByTestId('selection-bar')).toHaveCount(0)
  // The list shows where each one stands now.
  await expect(rows.filter({ hasText: 'Waiting for stock' })).toHaveCount(4)
  await expect(rows.filter({ hasText: 'Draft' })).toHaveCount(1)
  expect(problems).toEqual([])
})

test('the sales supervisor hands three of her customers to a salesperson at once: one form for all, each moved on its own', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  const SUPERVISOR = { account: '13800000001', password: 'demo123' }
  const token = await apiToken(page.request, SUPERVISOR)
  const batch = `Handover ${Date.now() % 100_000}`
  const ids: number[] = []
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/Api/Client/Post', {
      headers: { user: token },
      data: { ClientName: `${batch} #${i + 1}`, Type: 2 },
    })
    expect(res.ok(), await res.text()).toBe(true)
    ids.push(((await res.json()) as { Data: { Id: number } }).Data.Id)
  }

  await signIn(page, SUPERVISOR)
  await page.goto(`/client/list?q=${encodeURIComponent(batch)}`)
  const list = page.getByTestId('list-Client')
  const rows = list.getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows).toHaveCount(3)
  for (const box of await rows.locator('input[type="checkbox"], [role="checkbox"]').all()) await box.click()
  await list.getByTestId('bulk-events').click()
  await expect(page.getByTestId('bulk-event-transfer')).toContainText('3 of 3')
  await page.getByTestId('bulk-event-transfer').click()

  const dialog = page.getByTestId('event-dialog-transfer')
  await expect(dialog).toContainText('3 selected records')
  // Nothing chosen: the form says what is missing and nothing moves.
  await dialog.getByTestId('event-submit').click()
  await expect(dialog.getByTestId('error-AgentId')).toBeVisible()
  await dialog.locator('[data-field="AgentId"] [role="combobox"]').click()
  await page.getByRole('listbox').getByRole('option', { name: '王浩' }).click()
  await dialog.locator('[data-field="Reason"] textarea').fill('Wang Hao covers the north from today')
  await expectNoAxeViolations(page, '[data-testid="event-dialog-transfer"]')
  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'bulk-transfer-form-en-US.png') })
  await dialog.getByTestId('event-submit').click()

  const results = page.getByTestId('bulk-results')
  await expect(results.getByTestId('bulk-summary')).toHaveText('3 of 3 done')
  await results.getByTestId('bulk-results-close').click()
  await expect(rows.filter({ hasText: '王浩' })).toHaveCount(3)
  // The demo data as it was.
  const admin = await apiToken(page.request)
  expect((await page.request.post('/Api/Client/Delete', { headers: { user: admin }, data: { Ids: ids } })).ok()).toBe(true)
  expect(problems).toEqual([])
})

import { expect, test, type Page } from './test.ts'
import { ADMIN, listRows, login, sessionToken, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' } // 王浩, a salesperson

/** Opens a customer's detail from the customer list (the list's rows first, so the page is ready). */
async function openCustomer(page: Page, id: number) {
  await page.goto(`/client/list?view=${id}`)
  await expect(listRows(page).first()).toBeVisible()
  const panel = page.getByTestId('lifecycle-panel')
  await expect(panel).toBeVisible()
  return panel
}

test('customer lifecycle: the owner releases a customer to the high seas with a reason, an administrator claims it back, the timeline tells both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000) // two people, two sign-ins, three writes
  const problems = watchProblems(page)
  await login(page, SALES)
  const created = await request.post('/Api/Client/Post', {
    headers: { user: await sessionToken(page) },
    data: { ClientName: 'Selangor Rubber Works', Type: 1 },
  })
  expect(created.ok()).toBe(true)
  const id: number = (await created.json()).Data.Id

  // The salesperson's own customer: private, on the first step; transferring is a supervisor's.
  const panel = await openCustomer(page, id)
  await expect(panel.getByTestId('state-badge')).toHaveText('Private')
  await expect(panel.locator('[data-testid="lifecycle-stepper"] li[aria-current="step"]')).toHaveAttribute('data-state', 'Private')
  const transfer = panel.getByTestId('action-transfer')
  await expect(transfer).toHaveAttribute('aria-disabled', 'true')
  await expect(transfer).toHaveAccessibleDescription('Only a supervisor can do this')
  await transfer.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only a supervisor can do this')
  await transfer.click({ force: true }) // does nothing
  await expect(page.getByTestId('event-dialog-transfer')).toHaveCount(0)

  // Release needs a reason: the dialog built from the event's schema asks for it, then sends.
  await panel.getByTestId('action-release').click()
  const dialog = page.getByTestId('event-dialog-release')
  await expect(dialog).toBeVisible()
  await dialog.getByTestId('event-submit').click()
  await expect(dialog.getByTestId('error-Reason')).toBeVisible()
  await dialog.locator('[data-field="Reason"] textarea').fill('No reply since the spring fair')
  await dialog.getByTestId('event-submit').click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('notice').filter({ hasText: 'Done' }).first()).toBeVisible()
  await expect(panel.getByTestId('state-badge')).toHaveText('High seas')
  await expect(panel.getByTestId('action-claim')).toBeVisible()
  const released = panel.getByTestId('timeline-row').first()
  await expect(released).toHaveAttribute('data-event', 'release')
  await expect(released.getByTestId('timeline-who')).toHaveText('王浩')
  await expect(released.getByTestId('timeline-payload')).toContainText('No reply since the spring fair')
  await expect(released.getByTestId('timeline-states')).toContainText(/Private.*High seas/)
  expect(problems).toEqual([])

  // The administrator finds it on the high seas and claims it from its detail page.
  const adminContext = await browser.newContext({ locale: 'en-US' })
  const admin = await adminContext.newPage()
  const adminProblems = watchProblems(admin)
  await login(admin, ADMIN)
  const adminPanel = await openCustomer(admin, id)
  await expect(adminPanel.getByTestId('state-badge')).toHaveText('High seas')
  await adminPanel.getByTestId('action-claim').click()
  await expect(adminPanel.getByTestId('state-badge')).toHaveText('Private')
  await expect(adminPanel.getByTestId('action-release')).toBeVisible()

  // Newest first: the claim by 陈志远, the release by 王浩 with its reason, the creation.
  const rows = adminPanel.getByTestId('timeline-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toHaveAttribute('data-event', 'claim')
  await expect(rows.nth(0).getByTestId('timeline-who')).toHaveText('陈志远')
  await expect(rows.nth(0).getByTestId('timeline-stay-live')).toBeVisible()
  await expect(rows.nth(1)).toHaveAttribute('data-event', 'release')
  await expect(rows.nth(1).getByTestId('timeline-who')).toHaveText('王浩')
  await expect(rows.nth(1)).toContainText('No reply since the spring fair')
  await expect(rows.nth(1).getByTestId('timeline-stay')).toBeVisible()
  await expect(rows.nth(2)).toHaveAttribute('data-event', 'create')
  await expect(rows.nth(2)).toContainText('Created')
  await expect(rows.nth(2).getByTestId('timeline-who')).toHaveText('王浩')
  // The record's own fields follow the panel and show the new owner.
  await expect(admin.getByTestId('resource-detail').locator('[data-field="AgentName"] dd')).toHaveText('陈志远')

  // The list's State filter keeps the high seas only, in the address.
  await admin.keyboard.press('Escape')
  await admin.getByTestId('filter-State').selectOption('Public')
  await expect(admin).toHaveURL(/State=Public/)
  await expect(listRows(admin).getByTestId('state-badge').filter({ hasText: 'Private' })).toHaveCount(0)
  await expect(listRows(admin).first().getByTestId('state-badge')).toHaveText('High seas')
  await expect(listRows(admin).filter({ hasText: 'Selangor Rubber Works' })).toHaveCount(0)
  expect(adminProblems).toEqual([])
  await adminContext.close()
})

test('delivery lines: written in the New form, shown as a table on the detail; once submitted the delivery is no longer editable', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await login(page)
  const headers = { user: await sessionToken(page) }
  const stamp = Date.now().toString(36)
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { headers, data })
    expect(res.ok()).toBe(true)
    return (await res.json()).Data.Id as number
  }
  const warehouse = `Lines warehouse ${stamp}`
  await post('/Api/Warehouse/Post', { Title: warehouse, Code: `LW${stamp}` })
  const products = [`Thermos ${stamp}`, `Kettle ${stamp}`]
  for (const [i, name] of products.entries()) await post('/Api/Product/Post', { Name: name, BarCode: `69${stamp}${i}` })

  await page.goto('/delivery/list')
  await page.getByTestId('list-new').click()
  // The dialog is named after the record, not the screen.
  await expect(page.getByTestId('form-dialog').getByRole('heading', { level: 2 })).toHaveText('New delivery')
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Title"] input').fill(`Two lines ${stamp}`)
  // Pick from a reference select: open it, search, choose.
  const choose = async (combobox: ReturnType<Page['locator']>, name: string) => {
    await combobox.click()
    await page.getByRole('combobox', { name: 'Search' }).fill(name)
    await page.getByRole('option', { name }).click()
  }
  await choose(form.locator('[data-field="WarehouseId"] [role="combobox"]'), warehouse)
  // The consignee, without which the delivery cannot leave Draft.
  for (const [field, value] of Object.entries({
    Name: 'Siti Aminah',
    Phone: '+60 12-318 4420',
    ToCountry: 'MY',
    Zip: '50450',
    Address: 'Jalan Ampang 1',
  }))
    await form.locator(`[data-field="${field}"] input`).fill(value)
  const editor = form.getByTestId('lines-editor')
  for (const [i, name] of products.entries()) {
    await editor.getByTestId('lines-add').click()
    const row = editor.getByTestId('lines-row').nth(i)
    await choose(row.locator('[data-column="ProductId"] [role="combobox"]'), name)
    await row.locator('[data-column="ProductNum"] input').fill(String(i + 2))
  }
  await expect(editor.getByTestId('lines-row')).toHaveCount(2)
  await page.getByTestId('form-submit').click()

  // Saved: the detail opens with its lines as a table, named by product.
  const detail = page.getByTestId('resource-detail')
  const table = detail.locator('[data-field="Lines"]').getByTestId('document-lines')
  await expect(table.getByTestId('document-line')).toHaveCount(2)
  for (const name of products) await expect(table).toContainText(name)
  await expect(detail.locator('[data-field="Lines"]')).not.toContainText('[object Object]')
  const panel = detail.getByTestId('lifecycle-panel')
  await expect(panel.getByTestId('state-badge')).toHaveText('Draft')
  await expect(detail.getByTestId('detail-edit')).toBeVisible()

  await panel.getByTestId('action-submit').click()
  await expect(panel.getByTestId('state-badge')).not.toHaveText('Draft')
  await expect(detail.getByTestId('detail-edit')).toHaveCount(0)
  expect(problems).toEqual([])
})

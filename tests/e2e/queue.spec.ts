import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts'
import { ADMIN, expectNoAxeViolations, login, signIn, watchProblems } from './helpers.ts'

const WORKER = { account: '13800000003', password: 'demo123' } // Ahmad Faiz, Kuala Lumpur warehouse

/**
 * A delivery waiting in the picking queue of a warehouse of its own, so the worker's "next item"
 * is this one whatever else the demo holds, written by a clerk the administrator takes on first;
 * the worker is set to work in that warehouse, so its documents are his to see.
 */
async function stockedWarehouse(request: APIRequestContext) {
  const stamp = Date.now().toString(36)
  const call = async <T>(path: string, token: string | null, body?: unknown, params?: Record<string, string | number>): Promise<T> => {
    const headers = { lang: 'en-US', ...(token ? { user: token } : {}) }
    const res = body === undefined ? await request.get(path, { headers, params }) : await request.post(path, { headers, data: body })
    const json = (await res.json()) as { Result: boolean; Data: T }
    expect(json.Result, `${path}: ${JSON.stringify(json)}`).toBe(true)
    return json.Data
  }
  const admin = (await call<{ Token: string }>('/Api/Agent/Login', null, { Cellphone: Number(ADMIN.account), Pwd: ADMIN.password })).Token
  const departments = await call<{ Id: number; Name: string }[]>('/Api/Department/Index', admin, undefined, { Size: 100 })
  const roles = await call<{ Id: number; Title: string }[]>('/Api/Role/Index', admin, undefined, { Size: 100 })
  const mobile = `139${String(Date.now()).slice(-8)}`
  await call('/Api/Agent/Post', admin, {
    Name: `KL clerk ${stamp}`,
    Mobile: mobile,
    DepartmentId: departments.find((d) => d.Name === '吉隆坡仓')!.Id,
    RoleId: roles.find((r) => r.Title === '系统管理员')!.Id,
    Pwd: 'demo123',
  })
  const clerk = (await call<{ Token: string }>('/Api/Agent/Login', null, { Cellphone: Number(mobile), Pwd: 'demo123' })).Token
  const post = async (resource: string, body: Record<string, unknown>) =>
    (await call<{ Id: number }>(`/Api/${resource}/Post`, clerk, body)).Id
  const send = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}) => {
    const { Version } = await call<{ Version: number }>(`/Api/${doc}/Get`, clerk, undefined, { Id: id })
    await call(`/Api/${doc}/Transition`, clerk, { Id: id, Event, Version, Data })
  }

  const warehouseId = await post('Warehouse', { Title: `Queue warehouse ${stamp}`, Code: `Q${stamp}` })
  // The worker works in it: his role sees the documents of his warehouses, whoever wrote them.
  const [worker] = await call<{ Id: number; Version: number; WarehouseIds: number[] }[]>('/Api/Agent/Index', admin, undefined, {
    Value: WORKER.account,
  })
  await call('/Api/Agent/Update', admin, {
    Id: worker!.Id,
    Version: worker!.Version,
    WarehouseIds: [...worker!.WarehouseIds.slice(-40), warehouseId],
  })
  const place = `Q-${stamp}`
  const placeId = await post('Place', { WarehouseId: warehouseId, Title: place })
  const product = `Rattan basket ${stamp}`
  const productId = await post('Product', { Name: product, BarCode: `77${Date.now()}` })
  // Stock arrives the ordinary way: received, then put away on the place.
  const entry = await post('Entry', {
    Title: `Baskets in ${stamp}`,
    WarehouseId: warehouseId,
    Lines: [{ ProductId: productId, ProductNum: 3 }],
  })
  const entryLine = (await call<{ Lines: { Id: number }[] }>('/Api/Entry/Get', clerk, undefined, { Id: entry })).Lines[0]!.Id
  for (const [event, data] of [
    ['submit'],
    ['arrive'],
    ['receiveLine', { LineId: entryLine, Qty: 3 }],
    ['finishReceiving'],
    ['startPutaway'],
    ['putLine', { LineId: entryLine, PlaceId: placeId, Qty: 3 }],
    ['completePutaway'],
  ] as [string, Record<string, unknown>?][])
    await send('Entry', entry, event, data)
  /** A delivery of all three baskets, submitted, allocated and started: it waits in the picking queue. */
  const newDelivery = async (plan: Record<string, unknown> = {}) => {
    const title = `Baskets for Klang ${stamp}`
    const id = await post('Delivery', {
      Title: title,
      WarehouseId: warehouseId,
      Name: 'Nur Aisyah',
      Phone: '0123456789',
      ToCountry: 'MY',
      City: 'Klang',
      Address: 'Jalan Meru 8',
      Zip: '41050',
      Lines: [{ ProductId: productId, ProductNum: 3 }],
      ...plan,
    })
    for (const event of ['submit', 'allocate', 'startPicking']) await send('Delivery', id, event)
    return { id, title, warehouseId, place, product }
  }
  /** The clerk packs and ships a picked delivery: it leaves the warehouse's queues. */
  const packAndShip = async (id: number) => {
    const lineId = (await call<{ Lines: { Id: number }[] }>('/Api/Delivery/Get', clerk, undefined, { Id: id })).Lines[0]!.Id
    await send('Delivery', id, 'startPacking')
    await send('Delivery', id, 'packLine', { LineId: lineId, PackageNo: 'P1', Qty: 3, Weight: 2.5 })
    await send('Delivery', id, 'completePacking')
    await send('Delivery', id, 'ship', { Express: 'Pos Laju', ExpressNo: `PL${stamp}` })
  }
  /** The clerk picks and packs a picking delivery: it waits in the queue to ship. */
  const pickAndPack = async (id: number) => {
    const lineId = (await call<{ Lines: { Id: number }[] }>('/Api/Delivery/Get', clerk, undefined, { Id: id })).Lines[0]!.Id
    await send('Delivery', id, 'pickLine', { LineId: lineId, PlaceId: placeId, Qty: 3 })
    await send('Delivery', id, 'completePicking')
    await send('Delivery', id, 'startPacking')
    await send('Delivery', id, 'packLine', { LineId: lineId, PackageNo: 'P1', Qty: 3, Weight: 2.5 })
    await send('Delivery', id, 'completePacking')
  }
  return { warehouseId, newDelivery, packAndShip, pickAndPack }
}

const pickingDelivery = async (request: APIRequestContext) => (await stockedWarehouse(request)).newDelivery()

/** Picks the delivery's line (3 of its product, from its place) with the panel's pickLine dialog. */
async function pickLine(page: Page, panel: Locator, d: { product: string; place: string }) {
  await panel.getByTestId('action-pickLine').click()
  const dialog = page.getByTestId('event-dialog-pickLine')
  await dialog.locator('[data-field="LineId"] select').selectOption({ label: d.product })
  // The place is one of those reserved for the line (here its only one), chosen already.
  const places = dialog.getByTestId('reserved-places')
  await expect(places.locator('option:not([value="other"])')).toHaveCount(1)
  // Another place only on purpose (it asks for the reason).
  await expect(places.locator('option[value="other"]')).toHaveCount(1)
  await expect(places.locator('option:checked')).toHaveText(new RegExp(`^${d.place} `))
  await dialog.locator('[data-field="Qty"] input').fill('3')
  await dialog.getByTestId('event-submit').click()
  await expect(dialog).toHaveCount(0)
}

const row = (page: Page, title: string) => page.getByTestId('queue-table').locator('tbody tr[data-row-id]').filter({ hasText: title })

test('the warehouse worker takes the next picking item, picks it from the queue screen, and it leaves the queue; the administrator sees who holds it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const d = await pickingDelivery(request)
  const screen = `/delivery/picking?WarehouseId=${d.warehouseId}`

  // The administrator watches the same queue in a browser of their own.
  const adminContext = await browser.newContext({ locale: 'en-US' })
  const admin = await adminContext.newPage()
  const adminProblems = watchProblems(admin)
  await login(admin, ADMIN)
  await admin.goto(screen)
  await expect(row(admin, d.title).getByTestId('queue-holder')).toHaveText('Free')

  const problems = watchProblems(page)
  await signIn(page, WORKER)
  await page.goto(screen)
  await expect(page.getByTestId('page-title')).toHaveText('Picking')
  await expect(row(page, d.title)).toHaveCount(1)
  await expect(row(page, d.title).getByTestId('state-badge')).toHaveText('Picking')
  await expect(page.getByTestId('queue-count-waiting')).toHaveText('1')
  // The counts are a list of terms and values, the service level beside it (axe's definition-list).
  await expect(page.getByTestId('queue-sla')).toBeVisible()
  await expectNoAxeViolations(page)

  // Take the next item: it is claimed and opens beside the list, with its work in place.
  await page.getByTestId('queue-next').click()
  const panel = page.getByTestId('queue-panel')
  await expect(panel.getByTestId('queue-panel-title')).toHaveText(d.title)
  await expect(panel.getByTestId('queue-hold')).toHaveAttribute('data-hold', 'mine')
  await expect(panel.getByTestId('queue-reservations')).toContainText(d.place)
  await expect(page).toHaveURL(new RegExp(`doc=Delivery&id=${d.id}`))
  await expect(row(page, d.title).getByTestId('queue-holder')).toHaveText('You')
  await expect(page.getByTestId('queue-count-mine')).toHaveText('1')

  // The administrator's list shows the worker holding it, without a reload.
  await expect(row(admin, d.title).getByTestId('queue-holder')).toHaveText('Ahmad Faiz', { timeout: 8_000 })
  await expect(row(admin, d.title).getByTestId('queue-claim')).toHaveCount(0)

  // Pick the line from its place, then complete the pick, all in the panel.
  await pickLine(page, panel, d)
  await expect(panel.getByTestId('action-completePicking')).not.toHaveAttribute('aria-disabled', 'true')
  await panel.getByTestId('action-completePicking').click()

  // Picked: out of this queue. The panel says so and shows the new state; the list lets it go.
  await expect(panel.getByTestId('queue-left')).toBeVisible()
  await expect(panel.getByTestId('state-badge')).toHaveText('Picked')
  await expect(row(page, d.title)).toHaveCount(0)
  await expect(page.getByTestId('queue-empty')).toBeVisible()
  await expect(row(admin, d.title)).toHaveCount(0, { timeout: 8_000 })
  // Nothing else waits in this warehouse.
  await panel.getByTestId('queue-panel-next').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Nothing is waiting to be taken right now' })).toBeVisible()

  // The claim ended with the pick: the item waits free for a packer.
  await page.goto(`/delivery/packing?WarehouseId=${d.warehouseId}`)
  await expect(row(page, d.title).getByTestId('queue-holder')).toHaveText('Free')
  expect(problems).toEqual([])
  expect(adminProblems).toEqual([])
  await adminContext.close()
})

test('the worker ships a packed parcel: the form starts from the carrier, service and fee planned on the delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const w = await stockedWarehouse(request)
  const d = await w.newDelivery({ Express: 'Ninja Van', ExpressType: 'Next day', ExpressFee: 1500 })
  await w.pickAndPack(d.id)
  const problems = watchProblems(page)
  await signIn(page, WORKER)
  await page.goto(`/delivery/ship?WarehouseId=${d.warehouseId}`)
  await expect(row(page, d.title)).toHaveCount(1)
  await page.getByTestId('queue-next').click()
  const panel = page.getByTestId('queue-panel')
  await expect(panel.getByTestId('queue-panel-title')).toHaveText(d.title)
  await panel.getByTestId('action-ship').click()
  const dialog = page.getByTestId('event-dialog-ship')
  await expect(dialog.locator('[data-field="Express"] input')).toHaveValue('Ninja Van')
  await expect(dialog.locator('[data-field="ExpressType"] input')).toHaveValue('Next day')
  await expect(dialog.locator('[data-field="ExpressFee"] input')).toHaveValue('15.00')
  // The tracking number comes with the parcel: it is the field waiting, so a scan lands in it.
  await expect(dialog.locator('[data-field="ExpressNo"] input')).toHaveValue('')
  await expect(dialog.locator('[data-field="ExpressNo"] input')).toBeFocused()
  await page.keyboard.type('NV-MY-0042')
  await dialog.getByTestId('event-submit').click()
  await expect(dialog).toHaveCount(0)
  await expect(panel.getByTestId('state-badge')).toHaveText('Shipped')
  await expect(row(page, d.title)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('my work lists the worker’s queues and the items they hold, each opening where it is worked on', async ({ page, request }) => {
  test.setTimeout(90_000)
  const d = await pickingDelivery(request)
  const problems = watchProblems(page)
  await login(page, WORKER)
  await page.getByTestId('my-work-link').click()
  await expect(page).toHaveURL(/\/my_work$/)
  await expect(page.getByTestId('page-title')).toHaveText('My work')
  const cards = page.getByTestId('my-work-queues').locator('li')
  await expect(cards).toHaveCount(5)
  await expect(page.getByTestId('my-work-card-picking').getByTestId('my-work-card-title')).toHaveText('Picking')

  // Claim the delivery on its queue screen: it is then listed as the worker's.
  await page.goto(`/delivery/picking?WarehouseId=${d.warehouseId}`)
  await row(page, d.title).getByTestId('queue-claim').click()
  await expect(row(page, d.title).getByTestId('queue-holder')).toHaveText('You')
  await page.goto('/my_work')
  const held = page.getByTestId('my-work-item').filter({ hasText: d.title })
  await expect(held).toHaveCount(1)
  await held.click()
  await expect(page).toHaveURL(new RegExp(`/delivery/picking\\?doc=Delivery&id=${d.id}`))
  await expect(page.getByTestId('queue-panel').getByTestId('queue-panel-title')).toHaveText(d.title)

  // Released from the panel, it is free again and no longer the worker's.
  await page.getByTestId('queue-panel-release').click()
  await expect(page.getByTestId('queue-hold')).toHaveAttribute('data-hold', 'free')
  await expect(page.getByTestId('queue-panel').getByTestId('action-pickLine')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('the administrator takes over from the queue panel an item the worker holds, after saying yes; the worker sees it is no longer theirs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const d = await pickingDelivery(request)
  const screen = `/delivery/picking?WarehouseId=${d.warehouseId}`
  const problems = watchProblems(page)
  await signIn(page, WORKER)
  await page.goto(screen)
  await row(page, d.title).getByTestId('queue-claim').click()
  await expect(row(page, d.title).getByTestId('queue-holder')).toHaveText('You')

  const adminContext = await browser.newContext({ locale: 'en-US' })
  const admin = await adminContext.newPage()
  const adminProblems = watchProblems(admin)
  await login(admin, ADMIN)
  await admin.goto(`${screen}&doc=Delivery&id=${d.id}`)
  const panel = admin.getByTestId('queue-panel')
  await expect(panel.getByTestId('queue-hold')).toHaveAttribute('data-hold', 'other')
  await expect(panel.getByTestId('queue-hold')).toContainText('Ahmad Faiz is working on this item')
  // Asked first; declined, nothing changes.
  await panel.getByTestId('queue-panel-take-over').click()
  await admin.getByTestId('confirm-cancel').click()
  await expect(panel.getByTestId('queue-hold')).toHaveAttribute('data-hold', 'other')
  await panel.getByTestId('queue-panel-take-over').click()
  await admin.getByTestId('confirm-ok').click()
  await expect(panel.getByTestId('queue-hold')).toHaveAttribute('data-hold', 'mine')
  await expect(panel.getByTestId('action-pickLine')).toBeVisible()
  // The worker's list follows: someone else holds it now.
  await expect(row(page, d.title).getByTestId('queue-holder')).not.toHaveText('You', { timeout: 8_000 })
  await admin.getByTestId('queue-panel-release').click()
  expect(problems).toEqual([])
  expect(adminProblems).toEqual([])
  await adminContext.close()
})

test('the worker’s bell counts the items that arrive in their queues and lets them go when they are done', async ({ page, request }) => {
  test.setTimeout(120_000)
  const warehouse = await stockedWarehouse(request)
  const problems = watchProblems(page)
  await login(page, WORKER)
  const bell = page.getByTestId('bell-count')

  // Start from a quiet bell: everything waiting so far is marked read in the reminder centre.
  await page.getByTestId('bell').click()
  await expect(page.getByTestId('page-title')).toHaveText('Reminders')
  await expect(bell).toBeVisible()
  await page.getByTestId('reminders-read-all').click()
  await expect(bell).toHaveCount(0)

  // A delivery arrives in the picking queue: the bell counts it.
  const d = await warehouse.newDelivery()
  await page.goto(`/delivery/picking?WarehouseId=${d.warehouseId}`)
  await expect(bell).toHaveText('1')
  await expect(page.getByTestId('reminders-read-all')).toHaveCount(0)

  // The worker takes it and completes the pick: it leaves the picking queue and waits, unread, for a packer.
  await page.getByTestId('queue-next').click()
  const panel = page.getByTestId('queue-panel')
  await expect(panel.getByTestId('queue-panel-title')).toHaveText(d.title)
  await pickLine(page, panel, d)
  await panel.getByTestId('action-completePicking').click()
  await expect(row(page, d.title)).toHaveCount(0)
  await expect(bell).toHaveText('1')
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await page.getByTestId('bell').click()
  const reminder = page.getByTestId('reminder').filter({ hasText: d.title })
  await expect(reminder).toHaveCount(1)
  await expect(reminder).toContainText('Packing')
  await expect(bell).toHaveText('1')

  // Packed and shipped: nothing of it waits in the worker's queues, and the bell falls silent by itself.
  await warehouse.packAndShip(d.id)
  await expect(bell).toHaveCount(0, { timeout: 25_000 })
  await expect(reminder).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a reminder opens its document in its queue’s panel, and says how long it has waited as the queue does', async ({ page, request }) => {
  const warehouse = await stockedWarehouse(request)
  const problems = watchProblems(page)
  await login(page, WORKER)
  const d = await warehouse.newDelivery()
  await page.getByTestId('bell').click()
  const reminder = page.getByTestId('reminder').filter({ hasText: d.title })
  await expect(reminder).toHaveCount(1)
  await expect(reminder).toContainText(/waiting in Picking .* for /)
  await reminder.click()
  await expect(page).toHaveURL(new RegExp(`/delivery/picking\\?(.*&)?doc=Delivery&id=${d.id}`))
  const panel = page.getByTestId('queue-panel')
  await expect(panel.getByTestId('queue-panel-title')).toHaveText(d.title)
  expect(problems).toEqual([])
})

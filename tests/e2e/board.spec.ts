import { expect, test, type APIRequestContext } from './test.ts'
import { stateNames } from '../../machines/define.ts'
import { deliveryLifecycle } from '../../machines/delivery.ts'
import { listRows, login, sessionToken, watchProblems } from './helpers.ts'

/** Two deliveries through the API: one left in Draft, one submitted (Pending, “Waiting for stock”). */
async function deliveries(request: APIRequestContext, token: string) {
  const post = async (resource: string, data: Record<string, unknown>) => {
    const res = await request.post(`/Api/${resource}/Post`, { headers: { user: token }, data })
    expect(res.ok(), `${resource}/Post`).toBe(true)
    return (await res.json()).Data.Id as number
  }
  const tag = Date.now().toString(36).slice(-5)
  const WarehouseId = await post('Warehouse', { Title: `Board test ${tag}`, Code: `BT${tag}` })
  const ProductId = await post('Product', { Name: `Board soap ${tag}`, BarCode: `95${Date.now() % 1e9}`, Weight: 0.25 })
  const delivery = (Title: string) =>
    post('Delivery', {
      Title,
      WarehouseId,
      Name: 'Siti Aminah',
      Phone: '0123456789',
      ToCountry: 'MY',
      Address: 'Jalan Ampang 1',
      Zip: '50450',
      Lines: [{ ProductId, ProductNum: 1 }],
    })
  const draft = await delivery(`Board draft ${tag}`)
  const pending = await delivery(`Board pending ${tag}`)
  const submitted = await request.post('/Api/Delivery/Transition', {
    headers: { user: token },
    data: { Id: pending, Event: 'submit', Version: 1 },
  })
  expect(submitted.ok(), 'submit').toBe(true)
  return { draft, pending, title: `Board pending ${tag}` }
}

test('supervisor boards: the hub opens the delivery board, a state opens the list filtered by it, and a delivery’s progress chart draws its stays', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  await login(page)
  const made = await deliveries(request, await sessionToken(page))

  // The hub: a card per document type, the delivery card counting open ones.
  await page.goto('/chart/operation_chart')
  const card = page.getByTestId('board-card-Delivery')
  await expect(card).toBeVisible()
  expect(Number(await card.getAttribute('data-open'))).toBeGreaterThanOrEqual(2)
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/chart\/board\/Delivery$/)

  // The board: every state of the machine in step order, zeros included.
  const tiles = page.getByTestId('board-tile')
  await expect(tiles.first()).toHaveAttribute('data-state', 'Draft')
  await expect(tiles).toHaveCount(stateNames(deliveryLifecycle.machine).length)
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'Pending')
  const pendingTile = page.locator('[data-testid="board-tile"][data-state="Pending"]')
  const count = Number(await pendingTile.getAttribute('data-count'))
  expect(count).toBeGreaterThanOrEqual(1)
  await expect(pendingTile.getByTestId('board-tile-count')).toHaveText(String(count))

  // A state opens the delivery list filtered by it: every row stands in that state.
  await pendingTile.getByRole('link').click()
  await expect(page).toHaveURL(/\/delivery\/list\?State=Pending$/)
  await expect(listRows(page).first()).toBeVisible()
  await expect(listRows(page)).toHaveCount(Math.min(count, 24))
  const states = await listRows(page)
    .getByTestId('state-badge')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))
  expect(states.length).toBe(Math.min(count, 24))
  expect(new Set(states)).toEqual(new Set(['Pending']))
  await expect(listRows(page).filter({ hasText: made.title })).toHaveCount(1)

  // The record's panel links to its progress: a range-bar chart of its stays (Draft, then Pending, still going).
  await page.goto(`/delivery/list?view=${made.pending}`)
  await page.getByTestId('lifecycle-progress-link').click()
  await expect(page).toHaveURL(new RegExp(`/chart/progress/Delivery/${made.pending}$`))
  const progress = page.getByTestId('progress-page')
  await expect(progress.getByTestId('page-title')).toContainText(made.title)
  await expect(progress.getByTestId('state-badge').first()).toHaveAttribute('data-state', 'Pending')
  const chart = page.getByTestId('progress-chart')
  await expect(chart).toHaveAttribute('data-bars', '2')
  await expect(chart.locator('svg path.apexcharts-rangebar-area')).toHaveCount(2)
  // One row per state, by its label (two stays begun in the same second may draw in either order).
  await expect(chart.locator('svg .apexcharts-yaxis-label')).toHaveCount(2)
  expect((await chart.locator('svg .apexcharts-yaxis-label').allTextContents()).sort()).toEqual(['Draft', 'Waiting for stock'])
  const rows = page.getByTestId('progress-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'Draft')
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'Pending')
  expect(problems).toEqual([])
})

import { expect, test } from './test.ts'
import { listRows, login, sessionToken, signIn, watchProblems } from './helpers.ts'

/** Screens built from resource definitions: list state in the address, forms, bulk actions. */

test('notices: create with the keyboard, search lands in the address and survives a reload, bulk delete after confirming', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await login(page)
  // The demo holds notices of its own; this test's carry a word of their own.
  await page.goto('/system/notice?q=Zq')
  await expect(page).toHaveURL(/type=1/)
  await expect(page.getByTestId('list-empty')).toBeVisible()

  // `n` opens the form; the list's fixed type is the new record's type.
  for (const title of ['Zq Forklift training on Monday', 'Zq Forklift licence renewal', 'Zq Canteen closed']) {
    await page.locator('body').press('n')
    const form = page.getByTestId('resource-form')
    await expect(form).toBeVisible()
    await expect(form.locator('[data-field="Type"] select')).toHaveValue('1')
    await form.locator('[data-field="Title"] input').fill(title)
    await page.getByTestId('form-submit').click()
    await expect(page.getByTestId('notice').filter({ hasText: 'Add Success' }).first()).toBeVisible()
    await expect(page.getByTestId('resource-detail')).toBeVisible() // the new record opens
    await page.keyboard.press('Escape')
  }
  await expect(listRows(page)).toHaveCount(3)
  await expect(page.getByTestId('list-count')).toHaveText('3 records')

  // `/` focuses the search; the keyword reaches the address and the server.
  await page.locator('body').press('/')
  await expect(page.getByTestId('list-search')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' Forklift')
  await expect(page).toHaveURL(/q=Zq(\+|%20)Forklift/)
  await expect(listRows(page)).toHaveCount(2)
  await page.reload()
  await expect(page.getByTestId('list-search')).toHaveValue('Zq Forklift')
  await expect(listRows(page)).toHaveCount(2)

  // Enter opens the focused row; the detail walks to the next record.
  await listRows(page).first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/view=\d+/)
  await expect(page.getByTestId('resource-detail')).toContainText('Forklift licence renewal')
  await page.getByTestId('detail-next').click()
  await expect(page.getByTestId('resource-detail')).toContainText('Forklift training on Monday')
  await page.keyboard.press('Escape')

  // Select both, delete: the spec's confirmation first; Cancel keeps them.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await expect(page.getByTestId('selection-bar')).toContainText('2 selected')
  await page.getByTestId('bulk-delete').click()
  await expect(page.getByTestId('confirm-delete')).toContainText('Are you sure you want to delete the data?')
  await page.getByTestId('confirm-cancel').click()
  await expect(listRows(page)).toHaveCount(2)
  await page.getByTestId('bulk-delete').click()
  await page.getByTestId('confirm-ok').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Remove Success' }).first()).toBeVisible()
  await expect(page.getByTestId('list-empty')).toBeVisible()
  await page.getByTestId('list-search').fill('Zq')
  await page.getByTestId('list-search').press('Enter')
  await expect(listRows(page)).toHaveCount(1)
  await expect(listRows(page).first()).toContainText('Canteen closed')
  expect(problems).toEqual([])
})

test('a list remembers hidden columns per user and pages through the address', async ({ page }) => {
  await signIn(page)
  await page.goto('/system/notice?type=3&q=Announcement')
  // 30 notices through the API, then page 2 of 24 per page holds 6.
  const token = await sessionToken(page)
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post('/Api/Notice/Post', { headers: { user: token }, data: { Type: 3, Title: `Announcement ${i}` } })
    expect(res.ok()).toBe(true)
  }
  await page.reload()
  await expect(page.getByTestId('list-count')).toHaveText('30 records')
  await page.getByTestId('next-page').click()
  await expect(page).toHaveURL(/page=2/)
  await expect(listRows(page)).toHaveCount(6)
  await page.getByTestId('sort-Id').click()
  await expect(page).toHaveURL(/sort=Id/)
  await expect(page).not.toHaveURL(/page=2/) // a new order starts at the first page

  await page.getByTestId('columns-menu').click()
  await page.getByTestId('column-DepartmentName').click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Department' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Department' })).toHaveCount(0)
})

test('past the cap of exact counts a list says “more than” and pages on; its last page tells the total', async ({ page }) => {
  await login(page)
  const token = await sessionToken(page)
  const headers = { user: token }
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post('/Api/Notice/Post', { headers, data: { Type: 2, Title: `Capped notice ${i}` } })
    expect(res.ok()).toBe(true)
  }
  // The cap is a rule setting (seeded at 1,000): 10 here, for this test only.
  const found = await (await page.request.get('/Api/Setting/Index', { headers, params: { Name: 'List.CountCap' } })).json()
  const cap = found.Data[0] as { Id: number; Version: number; Value: string }
  const set = async (Value: string, Version: number) => {
    const res = await page.request.post('/Api/Setting/Update', { headers, data: { Id: cap.Id, Version, Value } })
    expect(res.ok()).toBe(true)
  }
  await set('10', cap.Version)
  try {
    await page.goto('/system/notice?type=2&q=Capped notice')
    await expect(page.getByTestId('list-count')).toHaveText('More than 10 records')
    await expect(listRows(page)).toHaveCount(24)
    await page.getByTestId('next-page').click()
    await expect(page).toHaveURL(/page=2/)
    await expect(listRows(page)).toHaveCount(6)
    // The last page proves the total.
    await expect(page.getByTestId('list-count')).toHaveText('30 records')
  } finally {
    await set(cap.Value, cap.Version + 1)
  }
})

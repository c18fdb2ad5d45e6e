import fs from 'node:fs'
import { expect, test, type Locator, type Page } from './test.ts'
import { listRows, login, sessionToken, watchProblems } from './helpers.ts'

/** Picks a record in a reference combobox by searching for its name. */
async function choose(page: Page, combobox: Locator, name: string) {
  await combobox.click()
  await page.keyboard.type(name) // the popover's search box has the focus
  await page.getByRole('option', { name }).click()
  await expect(combobox).toContainText(name)
}

const field = (page: Page, name: string) => page.getByTestId('resource-form').locator(`[data-field="${name}"]`)

test('HR: a department under another, a staff member in it, found by a filter in the address, exported', async ({ page }) => {
  const problems = watchProblems(page)
  await login(page)

  // A department under 海外仓运营部, with the spec's own "Added successfully".
  await page.goto('/user/department')
  await expect(listRows(page).first()).toBeVisible()
  await page.locator('body').press('n')
  await field(page, 'Name').locator('input').fill('Johor Bahru hub')
  await choose(page, field(page, 'ParentId').getByRole('combobox'), '海外仓运营部')
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Added successfully' }).first()).toBeVisible()
  await expect(page.getByTestId('form-dialog')).toBeHidden() // the record opens in its place
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  // The tree lists it right under its parent, one level deeper.
  const names = await listRows(page).locator('td:nth-child(3)').allInnerTexts()
  const parentAt = names.findIndex((n) => n.trim() === '海外仓运营部')
  expect(names.findIndex((n) => n.trim() === 'Johor Bahru hub')).toBeGreaterThan(parentAt)

  // A staff member in it: the ID card must be 18 characters; full-width input becomes half-width.
  await page.goto('/user/agent')
  await expect(listRows(page).first()).toBeVisible()
  await page.locator('body').press('n')
  await field(page, 'Name').locator('input').fill('Nurul Aina')
  await field(page, 'Mobile').locator('input').fill('13912345678')
  await field(page, 'IdCard').locator('input').fill('12345')
  await choose(page, field(page, 'DepartmentId').getByRole('combobox'), 'Johor Bahru hub')
  await choose(page, field(page, 'RoleId').getByRole('combobox'), '仓库作业员')
  await page.getByTestId('form-submit').click()
  await expect(field(page, 'IdCard')).toContainText('18')
  await expect(page.getByTestId('resource-form')).toBeVisible()
  const idCard = field(page, 'IdCard').locator('input')
  await idCard.fill('')
  await idCard.pressSequentially('１１０１０５１９４９１２３１００２Ｘ')
  await expect(idCard).toHaveValue('11010519491231002X')
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Add Success' }).first()).toBeVisible()
  await expect(page.getByTestId('form-dialog')).toBeHidden() // the record opens in its place
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // Found by the department filter, which lands in the address and survives a reload.
  await choose(page, page.getByTestId('filter-DepartmentId'), 'Johor Bahru hub')
  await expect(page).toHaveURL(/DepartmentId=\d+/)
  await expect(listRows(page)).toHaveCount(1)
  await expect(listRows(page).first()).toContainText('Nurul Aina')
  await page.reload()
  await expect(listRows(page)).toHaveCount(1)
  await expect(listRows(page).first()).toContainText('Johor Bahru hub')

  // Export of the filtered list: that staff member only.
  await page.getByTestId('export-menu').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()])
  expect(download.suggestedFilename()).toMatch(/^Agent-.*\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv).toContain('Nurul Aina')
  expect(csv).not.toContain('陈志远')
  expect(csv.trim().split('\r\n')).toHaveLength(2)
  expect(problems).toEqual([])
})

test('HR: changing a role’s permissions changes the menu of its staff', async ({ page, browser, request }) => {
  await login(page)
  const token = await sessionToken(page)
  const role = await request.post('/Api/Role/Post', {
    headers: { user: token },
    data: { Title: 'Night shift', DataScope: 'own', Permission: ['help:view'], Percentage: 1250 },
  })
  const roleId = (await role.json()).Data.Id
  const agent = await request.post('/Api/Agent/Post', {
    headers: { user: token },
    data: { Name: 'Hafiz', Mobile: '13912340000', DepartmentId: 1, RoleId: roleId, Pwd: 'night123' },
  })
  expect(agent.ok()).toBe(true)

  // Their menu before: the system group (help documents) only.
  const other = await browser.newContext({ locale: 'en-US' })
  const staff = await other.newPage()
  await login(staff, { account: '13912340000', password: 'night123' })
  const menu = staff.getByTestId('side-menu')
  await expect(menu).toContainText('System')
  await expect(menu).not.toContainText('HR')

  // The administrator ticks "Staff: view" in the role's permission matrix.
  await page.goto(`/user/role?edit=${roleId}`)
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(/ · Night shift$/)
  await page.getByTestId('perm-agent:view').check()
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Save Success' }).first()).toBeVisible()

  // Their next page shows the HR group with Staff.
  await staff.reload()
  await expect(menu).toContainText('HR')
  await menu.getByText('HR').click()
  await expect(menu).toContainText('Staff')

  // "Apply to its staff" asks first, then gives every staff member of the role exactly its permissions.
  await page.goto(`/user/role?view=${roleId}`)
  // The role reads as people say it: its permissions by name, its commission as a percentage.
  const detail = page.getByTestId('resource-detail')
  await expect(detail.locator('[data-field="Permission"]').getByTestId('permission-names')).toContainText('Staff: View')
  await expect(detail.locator('[data-field="Percentage"]')).toContainText('12.5%')
  await page.getByTestId('role-apply-staff').click()
  await expect(page.getByTestId('confirm-action')).toContainText('Apply this role’s permissions to all its staff?')
  await page.getByTestId('confirm-ok').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Set successfully' }).first()).toBeVisible()
  await other.close()
})

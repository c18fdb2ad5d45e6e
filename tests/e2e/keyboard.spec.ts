import { expect, test } from './test.ts'
import { expectNoAxeViolations, signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }

test('keyboard only: skip to the page, open a customer from its row, walk to the next, close, and land on that row', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/client/list')
  const list = page.getByTestId('list-Client')
  const rows = list.getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows.nth(1)).toBeVisible()

  // The first Tab offers the skip link; taking it puts focus on the page, past the header, menu and tabs.
  await page.keyboard.press('Tab')
  const skip = page.getByTestId('skip-link')
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('page-content')).toBeFocused()
  // From there the list's own controls come first.
  await page.keyboard.press('Tab')
  const first = await page.evaluate(() => document.activeElement?.closest('[data-testid^="list-"]')?.getAttribute('data-testid'))
  expect(first).toBe('list-Client')

  // A row takes focus, Enter opens it, → walks to the next record, Escape closes.
  await rows.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toBeFocused()
  const firstId = await rows.nth(1).getAttribute('data-row-id')
  const nextId = await rows.nth(2).getAttribute('data-row-id')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`view=${firstId}`))
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(new RegExp(`view=${nextId}`))
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('resource-detail')).toHaveCount(0)
  // Focus is back in the list, on the row of the record last shown.
  await expect(list.locator(`tbody tr[data-row-id="${nextId}"]`)).toBeFocused()
  expect(problems).toEqual([])
})

test('keyboard only: Ctrl+K finds a screen by name and a record by number; ? shows the shortcuts', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/client/list')
  const rows = page.getByTestId('list-Client').getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows.first()).toBeVisible()
  const id = await rows.first().getAttribute('data-row-id')

  await page.keyboard.press('Control+k')
  const palette = page.getByTestId('command-palette')
  await expect(page.getByTestId('command-input')).toBeFocused()
  await page.keyboard.type(`#${id}`)
  await expect(palette.getByTestId('command-record')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/client/list\\?view=${id}$`))
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('resource-detail')).toHaveCount(0)

  // A screen by (part of) its name; a screen the person may not open is not offered.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('follow')
  await expect(palette.getByTestId('command-client_follow')).toBeVisible()
  await expectNoAxeViolations(page, '[data-testid="command-palette"]')
  await expect(palette.locator('[data-testid="command-system_audit"]')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/client\/follow/)

  await page.keyboard.press('?')
  const sheet = page.getByTestId('shortcut-sheet')
  await expect(sheet).toContainText('Keyboard shortcuts')
  await expect(sheet).toContainText('Ctrl K')
  await expectNoAxeViolations(page, '[data-testid="shortcut-sheet"]')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  expect(problems).toEqual([])
})

import { expect, type Locator, type Page } from '@playwright/test'

export const ADMIN = { account: '13800000000', password: 'admin123' }

/** Page errors and console errors seen while a test runs. */
export function watchProblems(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(err.message))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  return problems
}

export async function login(page: Page, who = ADMIN) {
  await page.goto('/login')
  await page.locator('input[name="Cellphone"]').fill(who.account)
  await page.locator('input[name="Pwd"]').fill(who.password)
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(/\/home$/)
}

/** The rows of the list on screen, as their titles (or any column's text). */
export function listRows(page: Page) {
  return page.getByTestId('resource-table').locator('tbody tr[data-row-id]')
}

/** The signed-in page's session token (its `user` cookie), for setting up data through the API. */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() =>
    decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('user='))!
        .slice(5),
    ),
  )
}

/**
 * Moves a picked-up sortable item one place up with the keyboard and waits until it is drawn
 * there. dnd-kit's keyboard sensor starts listening for arrows a task after the pick-up (a
 * `setTimeout`), which may come after the handle already reads `aria-pressed`: an arrow pressed in
 * between is lost, so it is pressed again only while the item has not moved.
 */
/**
 * Moves a picked-up sortable item with an arrow key until the live region announces `announcement`
 * (its new place), pressing again only while it has not (a key pressed before the sensor listens is lost).
 */
export async function keyboardMoveUntil(page: Page, key: string, announcement: string) {
  const over = page.locator('[id^="DndLiveRegion"]', { hasText: announcement })
  await expect(async () => {
    if (!(await over.count())) await page.keyboard.press(key)
    await expect(over).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

export async function keyboardMoveUp(page: Page, item: Locator) {
  const moved = /translate3d\([^,]+, -\d/
  await expect(async () => {
    if (!moved.test((await item.getAttribute('style')) ?? '')) await page.keyboard.press('ArrowUp')
    await expect(item).toHaveAttribute('style', moved, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

/**
 * Opens a list's new-record form with its `n` shortcut. The list answers `n` once it knows the
 * member may create, which can be a moment after the page shows: press until the form is there.
 */
export async function openNewForm(page: Page) {
  const form = page.getByTestId('resource-form')
  await expect(async () => {
    if (!(await form.isVisible())) await page.locator('body').press('n')
    await expect(form).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return form
}

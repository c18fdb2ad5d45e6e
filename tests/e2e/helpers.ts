import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

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

/**
 * Signs `who` in as the login page does (the token in the `user` cookie), without opening it: the
 * login page has tests of its own (login.spec.ts), and a test then opens the page it is about.
 */
export async function signIn(page: Page, who = ADMIN) {
  const { token, origin } = await session(page.request, who)
  await page.context().addCookies([{ name: 'user', value: token, url: origin, sameSite: 'Strict' }])
}

/** A session of `who` for calls a test makes itself (setting up data through the API). */
export async function apiToken(request: APIRequestContext, who = ADMIN): Promise<string> {
  return (await session(request, who)).token
}

async function session(request: APIRequestContext, who: typeof ADMIN) {
  const res = await request.post('/Api/Agent/Login', { data: { Cellphone: Number(who.account), Pwd: who.password } })
  expect(res.ok(), `sign in as ${who.account}`).toBe(true)
  const { Data } = (await res.json()) as { Data: { Token: string } }
  return { token: Data.Token, origin: new URL(res.url()).origin }
}

/** Signs `who` in and opens home, where the login page leads. */
export async function login(page: Page, who = ADMIN) {
  await signIn(page, who)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/home$/)
}

/**
 * Goes to `href` inside the running console, as its own links do (the router's history), without
 * loading the page again: a walk over many screens pays for one start of the app, not one per screen.
 */
export async function goInApp(page: Page, href: string) {
  await page.evaluate((to) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>
    const index = (typeof state.__TSR_index === 'number' ? state.__TSR_index : 0) + 1
    window.history.pushState({ ...state, __TSR_index: index, key: Math.random().toString(36).slice(2) }, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, href)
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname)
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

/**
 * No WCAG 2.1 A/AA violation axe finds on the page (or within `include`), each named with where it is.
 * Colour contrast is among the rules (issue 39 asks for it to run clean), and every rule must have run:
 * a rule that fails on the page (axe could not read Tailwind's `oklch(… none)` greys, and skipped the
 * contrast rule on every screen, saying so only among the results to check by hand) fails the check.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([])
  expect(results.incomplete.filter((r) => r.error).map((r) => `${r.id}: ${r.error?.message}`)).toEqual([])
}

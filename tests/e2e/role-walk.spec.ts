import { expect, test, type Page } from './test.ts'
import { goInApp, signIn } from './helpers.ts'

/**
 * Every demo role opens every menu entry it is offered, and every record action a list's first
 * record offers it, without one call answering 403: what a role is shown is what it may do.
 */
const ROLES = {
  'sales supervisor': '13800000001',
  salesperson: '13800000002',
  'warehouse worker': '13800000003',
  'customs clerk': '13800000004',
  'operations supervisor': '13800000005',
} as const

/** Every menu entry's address, each group opened in turn. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.goto('/home')
  const groups = page.getByTestId('side-menu').locator('[data-testid^="menu-group-"]')
  await expect(groups.first()).toBeVisible()
  const entries = new Set<string>()
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i)
    // A click that lands while the menu is still settling (the first group opening) is tried again.
    await expect(async () => {
      if ((await group.getAttribute('data-state')) !== 'open') await group.click()
      await expect(group).toHaveAttribute('data-state', 'open', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    const links = page.getByTestId('side-menu').locator('a[data-testid^="menu-item-"]:not([target])')
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) entries.add(href)
  }
  return [...entries]
}

/** Waits until the screen's lists have their rows (or say they have none). */
async function settled(page: Page, entry: string) {
  await expect(page.getByTestId('page-title').filter({ visible: true }).first(), entry).toBeVisible()
  await expect(page.getByTestId('not-found'), entry).toHaveCount(0)
  await expect(page.locator('table[aria-busy="true"]:visible, [data-testid="skeleton-row"]:visible'), entry).toHaveCount(0)
}

for (const [role, mobile] of Object.entries(ROLES)) {
  test(`the ${role}: every menu entry opens, and no call a screen makes for it answers 403`, async ({ page }) => {
    test.setTimeout(240_000)
    await signIn(page, { account: mobile, password: 'demo123' })
    const forbidden: string[] = []
    page.on('response', (r) => {
      if (r.status() === 403 && new URL(r.url()).pathname.startsWith('/Api/'))
        forbidden.push(`${new URL(page.url()).pathname}: ${r.request().method()} ${new URL(r.url()).pathname}`)
    })
    const entries = await menuEntries(page)
    expect(entries.length, 'menu entries').toBeGreaterThan(3)
    const prints = new Map<string, string>() // the paper, boards and progress pages offered, one of each kind
    // Each entry as its menu link opens it: inside the running app, as the role works all day.
    for (const entry of entries) {
      await goInApp(page, entry)
      await settled(page, entry)
      // The boards the screen offers (the operations chart's hub), each once.
      for (const href of await page
        .getByTestId('board-cards')
        .locator('a[href^="/chart/board/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        prints.set(href, href)
      // The first record of a list, as its detail opens over it: its lines, references, next steps and paper.
      // (A screen whose address names a record has it open already.)
      const dialog = page.getByRole('dialog')
      const first = page.locator('[data-testid="resource-table"]:visible tbody tr[data-row-id]').first()
      if (!(await dialog.count())) {
        if (!(await first.count())) continue
        const list = new URL(page.url()).pathname
        await first.press('Enter')
        // A row opens its detail over the list, or a page of its own (a stock row opens its ledger).
        await expect.poll(async () => (await dialog.count()) > 0 || new URL(page.url()).pathname !== list, entry).toBe(true)
        if (!(await dialog.count())) continue
      }
      await expect(dialog.locator('.animate-spin'), entry).toHaveCount(0)
      for (const href of await dialog
        .locator('a[href^="/print/"], a[href^="/chart/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        if (!prints.has(href.replace(/\d+/g, '#'))) prints.set(href.replace(/\d+/g, '#'), href)
      await page.keyboard.press('Escape')
      await expect(dialog, entry).toHaveCount(0)
    }
    // The paper, boards and progress pages offered on the way.
    // Only the page on screen: the screens opened before stay mounted behind it, their tabs kept alive.
    for (const href of prints.values()) {
      await goInApp(page, href)
      await expect(page.locator('.animate-spin:visible'), href).toHaveCount(0)
    }
    expect(forbidden).toEqual([])
  })
}

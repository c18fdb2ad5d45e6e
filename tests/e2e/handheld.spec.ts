import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations, signIn, watchProblems } from './helpers.ts'

/**
 * A phone held upright (360 × 740): the shell and the lists fit the screen's width, the page never
 * scrolls sideways, the user menu's entries are all on screen, and a list's records are cards of
 * their key fields, not a table wider than the phone. In Chinese and in Thai (the longest words).
 */
const SALES = { account: '13800000002', password: 'demo123' }
const WAREHOUSE = { account: '13800000003', password: 'demo123' }
const OUT = path.join('.tmp', 'handheld')

test.use({ viewport: { width: 360, height: 740 } })

/**
 * The page's and the body's widths against the window's: neither may be wider. Nor may the shown
 * tab's box (it scrolls, and would scroll sideways what is wider), nor an open dialog's content.
 */
async function expectFits(page: Page, what: string) {
  const w = await page.evaluate(() => {
    const overflow = (el: Element | null) => (el ? el.scrollWidth - el.clientWidth : 0)
    return {
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      client: document.documentElement.clientWidth,
      slot: overflow(document.querySelector('[data-testid="page-slot"][data-active="true"]')),
      dialog: Math.max(0, ...[...document.querySelectorAll('[role="dialog"]')].map(overflow)),
    }
  })
  test.info().annotations.push({ type: 'width', description: `${what}: page ${w.page}, body ${w.body} of ${w.client}` })
  expect(w.page, `${what}: the page's width`).toBeLessThanOrEqual(w.client)
  expect(w.body, `${what}: the body's width`).toBeLessThanOrEqual(w.client)
  expect(w.slot, `${what}: the tab's content scrolls sideways`).toBeLessThanOrEqual(0)
  expect(w.dialog, `${what}: a dialog scrolls sideways`).toBeLessThanOrEqual(0)
}

/** Signs in and switches the interface to `lang`, as a person's stored choice does. */
async function open(page: Page, who: typeof SALES, lang: string) {
  await signIn(page, who)
  await page.goto('/home')
  await page.evaluate((l) => localStorage.setItem('lang', l), lang)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByTestId('app-shell')).toBeVisible()
}

/** The visible list's cards, once its records have come. */
async function cards(page: Page, list: string) {
  const scope = page.getByTestId(`list-${list}`)
  await expect(scope.getByTestId('record-card').first()).toBeVisible()
  await expect(scope.getByTestId('resource-table')).toHaveCount(0)
  // Each card is within the screen's width and names its record.
  for (const box of await scope
    .getByTestId('record-card')
    .evaluateAll((els) => els.slice(0, 5).map((el) => el.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(360)
  await expect(scope.getByTestId('card-title').first()).not.toBeEmpty()
  return scope.getByTestId('record-card')
}

/** The user menu opens with every entry inside the window, the language among them. */
async function expectUserMenuFits(page: Page, lang: string, shot: string) {
  await page.getByTestId('user-menu').click()
  const menu = page.getByTestId('user-menu-content')
  await expect(menu).toBeVisible()
  await expect(page.getByTestId(`menu-language-${lang}`)).toHaveAttribute('aria-checked', 'true')
  for (const id of ['menu-change-password', 'menu-profile', 'menu-sessions', 'menu-logout']) {
    const item = page.getByTestId(id)
    await item.scrollIntoViewIfNeeded()
    const box = (await item.boundingBox())!
    expect(box.x, id).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, id).toBeLessThanOrEqual(360)
    expect(box.y, id).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, id).toBeLessThanOrEqual(740)
  }
  const menuBox = (await menu.boundingBox())!
  expect(menuBox.x).toBeGreaterThanOrEqual(0)
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360)
  await page.screenshot({ path: path.join(OUT, shot) })
  await expectFits(page, `user menu ${lang}`)
  await expectNoAxeViolations(page, '[data-testid="user-menu-content"]')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

for (const lang of ['zh-CN', 'th-TH']) {
  test(`a salesperson's phone in ${lang}: home, the customers as cards, a customer's record and the user menu fit 360 px`, async ({
    page,
  }) => {
    fs.mkdirSync(OUT, { recursive: true })
    const problems = watchProblems(page)
    await open(page, SALES, lang)
    await expectFits(page, `home ${lang}`)
    // The header keeps to icons: the language select moved into the user menu.
    await expect(page.getByTestId('language')).toBeHidden()
    await expect(page.getByTestId('user-menu')).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: path.join(OUT, `home-${lang}.png`) })
    await expectUserMenuFits(page, lang, `user-menu-${lang}.png`)

    // The side menu is a drawer over the page.
    await page.getByTestId('collapse-menu').click()
    await expect(page.getByTestId('side-menu')).toBeVisible()
    await expectFits(page, `menu ${lang}`)
    await page.screenshot({ path: path.join(OUT, `menu-${lang}.png`) })
    await page.getByTestId('collapse-menu').click()

    await page.goto('/client/list')
    const rows = await cards(page, 'Client')
    await expectFits(page, `customers ${lang}`)
    await page.screenshot({ path: path.join(OUT, `customers-${lang}.png`) })
    // The filters fold behind a button, so the records come under the search box; unfolded, they fit too.
    const list = page.getByTestId('list-Client')
    await expect(list.getByTestId('filter-status')).toHaveCount(0)
    await list.getByTestId('filters-toggle').click()
    await expect(list.getByTestId('filter-status')).toBeVisible()
    await list.getByTestId('filter-status').selectOption('1')
    await expect(list.getByTestId('filters-toggle')).toContainText('1')
    await expect(rows.first()).toBeVisible()
    await expectFits(page, `customers, filters open ${lang}`)
    await page.screenshot({ path: path.join(OUT, `customers-filters-${lang}.png`), fullPage: true })
    await list.getByTestId('filters-toggle').click()
    await expect(list.getByTestId('filter-status')).toHaveCount(0)
    // The cards pass the accessibility checks, colour contrast among them.
    await expectNoAxeViolations(page, '[data-testid="list-Client"]')
    // The tabs scroll within their own strip.
    const strip = await page.getByTestId('tab-bar').evaluate((el) => el.getBoundingClientRect().right)
    expect(strip).toBeLessThanOrEqual(360)

    // A card opens its record, as a row does.
    await rows.first().click()
    await expect(page).toHaveURL(/[?&]view=\d+/)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('record-title')).toBeVisible()
    await expect(dialog.locator('.animate-spin')).toHaveCount(0)
    await expectFits(page, `customer record ${lang}`)
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    await page.screenshot({ path: path.join(OUT, `customer-record-${lang}.png`) })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A card's checkbox selects it without opening it; the selection bar stays within the screen.
    await rows.first().getByRole('checkbox').check()
    await expect(page.getByTestId('selection-bar')).toBeVisible()
    await expect(page).not.toHaveURL(/[?&]view=/)
    await expectFits(page, `customers, one selected ${lang}`)
    expect(problems).toEqual([])
  })
}

test('a warehouse worker’s phone: home, the entries as cards, one entry and the picking queue fit 360 px', async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await open(page, WAREHOUSE, 'zh-CN')
  await expectFits(page, 'home (warehouse)')
  await expectUserMenuFits(page, 'zh-CN', 'user-menu-warehouse.png')

  await page.goto('/entry/list')
  const rows = await cards(page, 'Entry')
  await expectFits(page, 'entries')
  await page.screenshot({ path: path.join(OUT, 'entries-zh-CN.png') })
  // Enter on a focused card opens it, as on a row.
  await rows.first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('record-title')).toBeVisible()
  await expect(dialog.locator('.animate-spin')).toHaveCount(0)
  await expectFits(page, 'entry record')
  await page.screenshot({ path: path.join(OUT, 'entry-record-zh-CN.png') })
  await page.keyboard.press('Escape')

  await page.goto('/delivery/picking')
  await expect(page.getByTestId('page-title').filter({ visible: true })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
  await expectFits(page, 'picking queue')
  await page.screenshot({ path: path.join(OUT, 'picking-zh-CN.png') })
  expect(problems).toEqual([])
})

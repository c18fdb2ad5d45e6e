import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { keyboardMoveUp, listRows, login, sessionToken, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'system')
const CUSTOMS = { account: '13800000004', password: 'demo123' }

const sideGroups = (page: Page) =>
  page
    .getByTestId('side-menu')
    .evaluate((nav) =>
      [...nav.querySelectorAll('[data-testid^="menu-group-"]')].map((e) => e.getAttribute('data-testid')!.slice('menu-group-'.length)),
    )

test('the administrator lays out the customs clerk’s menu — a group first, a screen hidden, an outside link — and the clerk sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)

  // What the clerk sees first: the route table's order.
  const clerkContext = await browser.newContext()
  const clerk = await clerkContext.newPage()
  await login(clerk, CUSTOMS)
  const before = await sideGroups(clerk)
  expect(before.length).toBeGreaterThan(1)
  const last = before[before.length - 1]!

  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  await page.goto('/system/menu')
  await expect(page.getByTestId('page-title')).toHaveText('菜单管理')
  await page.getByTestId('layout-role').selectOption({ label: '报关员' })
  await expect(page.getByTestId('layout-source')).toHaveAttribute('data-source', 'routes')

  // The clerk's last group goes first, moved with the keyboard one place at a time (pick up, up, drop).
  const groups = page.getByTestId('layout-groups')
  const place = () =>
    groups.evaluate(
      (ol, key) => [...ol.querySelectorAll(':scope > li')].findIndex((li) => li.getAttribute('data-sortable-id') === key),
      last,
    )
  const moving = page.getByTestId(`layout-group-${last}`)
  const item = moving.locator('xpath=..')
  const handle = item.getByTestId('drag-handle').first()
  for (let at = await place(); at > 0; at--) {
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    // Dropped only once it hovers over the place above: drawn moved up, and announced over it.
    await keyboardMoveUp(page, item)
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: `位于第 ${at} 位上方` })).toHaveCount(1)
    await page.keyboard.press('Space')
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
    await expect.poll(place).toBe(at - 1)
  }

  // A group the clerk's permissions do not open is listed all the same, each screen marked as not his.
  const keys = await groups.evaluate((ol) => [...ol.querySelectorAll(':scope > li')].map((li) => li.getAttribute('data-sortable-id')!))
  const foreign = page.getByTestId(`layout-group-${keys.find((k) => !before.includes(k))}`)
  await foreign.getByTestId('layout-group-toggle').click()
  const foreignItems = foreign.getByTestId('layout-items').locator('[data-testid^="layout-item-"]')
  await expect(foreignItems.first()).toBeVisible()
  await expect(foreign.getByTestId('layout-closed')).toHaveCount(await foreignItems.count())
  await expect(foreign.getByTestId('layout-closed').first()).toHaveText('不在该角色的权限内')

  // Its first screen he may open is hidden, and a link to the single window added.
  await moving.getByTestId('layout-group-toggle').click()
  const firstItem = moving
    .getByTestId('layout-items')
    .locator('[data-testid^="layout-item-"]')
    .filter({ hasNot: page.getByTestId('layout-closed') })
    .first()
  const hiddenName = (await firstItem.getAttribute('data-testid'))!.slice('layout-item-'.length)
  await firstItem.getByTestId('layout-hide').click()
  await expect(firstItem).toHaveAttribute('data-hidden', 'true')
  await moving.getByTestId('layout-link-title').fill('单一窗口')
  await moving.getByTestId('layout-link-url').fill('javascript:alert(1)')
  await moving.getByTestId('layout-link-add').click()
  await expect(moving.getByRole('alert')).toContainText('http')
  await moving.getByTestId('layout-link-url').fill('https://www.singlewindow.cn/')
  await moving.getByTestId('layout-link-add').click()
  await expect(moving.getByTestId('layout-items')).toContainText('单一窗口')

  fs.mkdirSync(OUT, { recursive: true })
  await page.screenshot({ path: path.join(OUT, 'menu-editing-zh-CN.png'), fullPage: true })
  await page.getByTestId('layout-save').click()
  await expect(page.getByTestId('layout-source')).toHaveAttribute('data-source', 'own')
  await expect(page.getByTestId('layout-role').locator('option:checked')).toContainText('报关员')

  // The clerk, on his next page load: that group first, the screen gone, the link opening outside.
  await clerk.reload()
  await expect.poll(() => sideGroups(clerk)).toEqual([last, ...before.filter((g) => g !== last)])
  await clerk.getByTestId(`menu-group-${last}`).click()
  await expect(clerk.getByTestId(`menu-item-${hiddenName}`)).toHaveCount(0)
  const link = clerk.getByTestId('side-menu').getByRole('link', { name: /单一窗口/ })
  await expect(link).toHaveAttribute('href', 'https://www.singlewindow.cn/')
  await expect(link).toHaveAttribute('target', '_blank')
  // The screen he no longer sees in the menu still opens by its address: a layout never takes a permission.
  await clerkContext.close()

  // Removed again, the clerk's role follows the route table.
  await page.getByTestId('layout-reset').click()
  await page.getByTestId('confirm-ok').click()
  await expect(page.getByTestId('layout-source')).toHaveAttribute('data-source', 'routes')
  expect(problems).toEqual([])
})

test('project parameters: a new one is read by the public side, typed', async ({ page, request }) => {
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  await page.goto('/system/list?Project=app')
  await expect(page.getByTestId('page-title')).toHaveText('项目参数')
  await expect(listRows(page).first()).toBeVisible()
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Project"] select').selectOption('app')
  await form.locator('[data-field="Attr"] select').selectOption('number')
  await form.locator('[data-field="Name"] input').fill(`App.Test${stamp}`)
  await form.locator('[data-field="Text"] input').fill('测试参数')
  await form.locator('[data-field="Value"] textarea').fill('not a number')
  await form.getByTestId('form-submit').click()
  await expect(form.locator('[data-field="Value"]')).toContainText('类型')
  await form.locator('[data-field="Value"] textarea').fill('42')
  await form.getByTestId('form-submit').click()
  await expect(form).toBeHidden()
  const token = await sessionToken(page)
  expect(token).not.toBe('')
  const res = await request.get('/Api/Public/Params?Project=app')
  const body = (await res.json()) as { Data: Record<string, unknown> }
  expect(body.Data[`App.Test${stamp}`]).toBe(42)
  // The refused save is the one failed request the browser logs.
  expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([])
})

for (const lang of ['zh-CN', 'may-MY'] as const) {
  test(`the menus and project parameters screens in ${lang}`, async ({ page }) => {
    const problems = watchProblems(page)
    await login(page)
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    fs.mkdirSync(OUT, { recursive: true })
    await page.goto('/system/menu')
    // The salesperson's role, which has its own menu in the demo.
    const role = page.getByTestId('layout-role')
    await expect(role.locator('option')).not.toHaveCount(1)
    const sales = await role.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => o.text.startsWith('业务员'))?.value)
    await role.selectOption(sales!)
    await expect(page.getByTestId('layout-source')).toHaveAttribute('data-source', 'own')
    const toggle = page.getByTestId('layout-group-client').getByTestId('layout-group-toggle')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(page.getByTestId('layout-items').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `menu-${lang}.png`), fullPage: true })
    await page.goto('/system/list')
    await expect(listRows(page).first()).toBeVisible()
    // The seeded labels in the reader's language.
    await expect(page.getByTestId('resource-table')).toContainText(lang === 'zh-CN' ? '客服热线' : 'Talian khidmat pelanggan')
    await page.screenshot({ path: path.join(OUT, `list-${lang}.png`), fullPage: true })
    expect(problems).toEqual([])
  })
}

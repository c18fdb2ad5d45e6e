import { expect, test } from './test.ts'
import { keyboardMoveUp, login, sessionToken, watchProblems } from './helpers.ts'

test('the navigation menu is arranged by dragging among siblings, with the keyboard too; each drop is saved', async ({ page, request }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  const headers = { user: await sessionToken(page) }
  const post = async (Name: string, Fid = 0) =>
    ((await (await request.post('/Api/SiteNav/Post/menu', { headers, data: { Name, Fid } })).json()).Data as { Id: number }).Id
  const top = await post(`Guides ${stamp}`)
  const idOf: Record<string, number> = {}
  for (const name of [`Sizing ${stamp}`, `Care ${stamp}`, `Warranty ${stamp}`]) idOf[name] = await post(name, top)
  const order = async () =>
    (
      (await (await request.get('/Api/SiteNav/Index/menu', { headers, params: { Fid: top, OrderBy: 'Score', IsAsc: 0, Size: 10 } })).json())
        .Data as { Id: number }[]
    ).map((r) => r.Id)

  await page.goto('/product/menu')
  await page.getByTestId('tree-arrange').click()
  const dialog = page.getByTestId('tree-arrange-dialog')
  const branch = dialog.locator(`[data-testid="tree-node"][data-id="${top}"]`)
  const names = branch.locator('ul [data-testid="tree-node-name"]')
  await expect(names).toHaveCount(3)
  const shown = await names.allInnerTexts()

  // The keyboard: the last child moves up one place at a time (pick up, up, drop) until it leads.
  // Each drop waits until the item is drawn over the place above, so no key outruns the animation.
  const last = branch.locator(`[data-testid="tree-node"][data-id="${idOf[shown.at(-1)!]}"]`)
  const lastHandle = last.getByTestId('drag-handle').first()
  const place = async () => (await names.allInnerTexts()).indexOf(shown.at(-1)!)
  for (let at = await place(); at > 0; at--) {
    await lastHandle.focus()
    await page.keyboard.press('Space')
    await expect(lastHandle).toHaveAttribute('aria-pressed', 'true')
    await keyboardMoveUp(page, last.locator('xpath=..'))
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: `is over position ${at} of` })).toHaveCount(1)
    await page.keyboard.press('Space')
    await expect(lastHandle).not.toHaveAttribute('aria-pressed', 'true')
    await expect.poll(place).toBe(at - 1)
  }
  await expect(names.first()).toHaveText(shown.at(-1)!)
  await expect.poll(order).toEqual([shown.at(-1)!, shown[0]!, shown[1]!].map((n) => idOf[n]))

  // The mouse: the new second dragged below the third.
  const now = await names.allInnerTexts()
  const handle = (n: string) =>
    branch
      .locator('[data-testid="tree-node"]')
      .filter({ has: page.getByText(n, { exact: true }) })
      .getByTestId('drag-handle')
      .first()
  const a = (await handle(now[1]!).boundingBox())!
  const b = (await handle(now[2]!).boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 4, { steps: 12 })
  await page.mouse.up()
  await expect(names).toHaveText([now[0]!, now[2]!, now[1]!])
  await expect.poll(order).toEqual([now[0]!, now[2]!, now[1]!].map((n) => idOf[n]))
  expect(problems).toEqual([])
})

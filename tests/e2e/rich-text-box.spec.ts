import { expect, test } from './test.ts'
import { login, sessionToken, watchProblems } from './helpers.ts'

/**
 * Issue 34.1: stored rich text cannot escape its box. The server no longer stores classes or
 * styles, so the hostile HTML is put into the record's answer on its way to the page (as a row
 * written before the sanitiser, or straight into the database, would hold it): a link made
 * `fixed inset-0 z-50` to cover the console, and elements positioned fixed, absolute and sticky.
 */
const HOSTILE = [
  '<p>Before</p>',
  '<a href="https://evil.example" class="fixed inset-0 z-50">cover</a>',
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647">fixed</div>',
  '<p style="position:absolute;top:-400px;left:-400px">absolute</p>',
  '<p class="sticky top-0">sticky</p>',
  '<p>After</p>',
].join('')

test('stored rich text stays inside its box on the record detail: nothing in it is positioned or reaches outside', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  const token = await sessionToken(page)
  const [help] = (await (await request.get('/Api/Help/Index', { headers: { user: token }, params: { Size: 1 } })).json()).Data as {
    Id: number
  }[]
  await page.route(
    (url) => url.pathname === '/Api/Help/Get',
    async (route) => {
      const body = await (await route.fetch()).json()
      body.Data.Content = HOSTILE
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    },
  )

  await page.goto(`/system/help?view=${help!.Id}`)
  const box = page.getByTestId('resource-detail').locator('[data-field="Content"] [data-user-html]')
  await expect(box).toContainText('After')
  const { outer, inner } = await box.evaluate((el) => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect()
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
    }
    return {
      outer: rect(el),
      inner: [...el.querySelectorAll('*')].map((e) => ({ text: e.textContent, position: getComputedStyle(e).position, ...rect(e) })),
    }
  })
  expect(inner.length).toBeGreaterThanOrEqual(6)
  for (const e of inner) {
    expect(e.position, e.text!).toBe('static')
    expect(e.left, e.text!).toBeGreaterThanOrEqual(outer.left - 0.5)
    expect(e.top, e.text!).toBeGreaterThanOrEqual(outer.top - 0.5)
    expect(e.right, e.text!).toBeLessThanOrEqual(outer.right + 0.5)
    expect(e.bottom, e.text!).toBeLessThanOrEqual(outer.bottom + 0.5)
  }
  // A click at the corners of the window reaches the console, never the stored text.
  const viewport = page.viewportSize()!
  for (const [x, y] of [
    [2, 2],
    [viewport.width - 2, viewport.height - 2],
  ] as const)
    expect(
      await page.evaluate(({ px, py }) => !!document.elementFromPoint(px, py)?.closest('[data-user-html]'), { px: x, py: y }),
      `${x},${y}`,
    ).toBe(false)
  expect(problems).toEqual([])
})

import { expect, test, type Page } from './test.ts'
import { login, openNewForm, sessionToken, signIn } from './helpers.ts'

/** What a careless click or a security review finds in the browser (issue "hardening, second round"). */

test('a form sent twice at once makes one record: both sends carry one Idempotency-Key', async ({ page }) => {
  await signIn(page)
  await page.goto('/system/notice?q=Zdouble')
  await expect(page.getByTestId('list-empty')).toBeVisible()
  const keys: string[] = []
  let answered = 0
  page.on('request', (r) => {
    if (r.url().includes('/Api/Notice/Post')) keys.push(r.headers()['idempotency-key'] ?? '')
  })
  page.on('response', (r) => {
    if (r.url().includes('/Api/Notice/Post')) answered++
  })
  await page.locator('body').press('n')
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Title"] input').fill('Zdouble canteen closed')
  // Two submits in the same instant, as a double click on a slow connection gives.
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit()
    f.requestSubmit()
  })
  await expect(page.getByTestId('resource-detail')).toBeVisible()
  // Both answers are in (each opens the record it names) before the record is closed.
  await expect.poll(() => answered).toBe(2)
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
  expect(keys[1]).toBe(keys[0])
  const token = await sessionToken(page)
  const list = await page.request.get('/Api/Notice/Index?Value=Zdouble&type=1', { headers: { user: token } })
  expect(((await list.json()) as { Count: number }).Count).toBe(1)
  // The next submission is a new one (Escape closes the record once it has the focus).
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('resource-detail')).toBeHidden({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await (await openNewForm(page)).locator('[data-field="Title"] input').fill('Zdouble second notice')
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()
  expect(keys).toHaveLength(3)
  expect(keys[2]).not.toBe(keys[0])
})

test('screens run under the CSP without an eval being refused', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await login(page)
  for (const path of ['/client/list', '/warehouse/place', '/entry/list', '/exported/declare', '/user/agent']) {
    await page.goto(path)
    await expect(page.getByTestId('resource-table')).toBeVisible()
    // A form validates with zod: open one where the screen offers it.
    await openNewForm(page)
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([])
  }
})

/** Leaves the app before dropping the session, so it does not send itself to /login meanwhile. */
async function signedOut(page: Page) {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

test('a login whose redirect is refused lands on home', async ({ page }) => {
  for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    await signedOut(page)
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
    await page.locator('input[name="Cellphone"]').fill('13800000000')
    await page.locator('input[name="Pwd"]').fill('admin123')
    await page.getByTestId('login-submit').click()
    await expect(page, redirect).toHaveURL(/\/home$/)
  }
  // An allowed one is followed.
  await signedOut(page)
  await page.goto(`/login?redirect=${encodeURIComponent('/warehouse/place')}`)
  await page.locator('input[name="Cellphone"]').fill('13800000000')
  await page.locator('input[name="Pwd"]').fill('admin123')
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(/\/warehouse\/place$/)
})

test('a role in use is not deleted: the question says why and stays; a deleted notice is restored from the list', async ({ page }) => {
  await signIn(page)
  await page.goto('/user/role')
  const sales = page
    .getByTestId('resource-table')
    .locator('tbody tr[data-row-id]')
    .filter({ hasText: /Sales|销售/ })
    .first()
  await sales.getByRole('checkbox').check()
  await page.getByTestId('bulk-delete').click()
  await page.getByTestId('confirm-ok').click()
  const refusal = page.getByTestId('confirm-refusal')
  await expect(refusal).toContainText('Still in use')
  await expect(refusal).toContainText('staff member ×')
  await expect(page.getByTestId('confirm-ok')).toBeDisabled()
  await page.getByTestId('confirm-cancel').click()
  await expect(sales).toBeVisible()

  await page.goto('/system/notice?q=Zrestore')
  await expect(page.getByTestId('list-empty')).toBeVisible()
  await (await openNewForm(page)).locator('[data-field="Title"] input').fill('Zrestore fire drill')
  await page.getByTestId('form-submit').click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await page.getByTestId('bulk-delete').click()
  await page.getByTestId('confirm-ok').click()
  await expect(page.getByTestId('list-empty')).toBeVisible()
  await page.getByTestId('deleted-records').click()
  const deleted = page.getByTestId('deleted-list').locator('li', { hasText: 'Zrestore fire drill' })
  await expect(deleted).toBeVisible()
  await deleted.getByTestId('restore-record').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Restored' }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('resource-table').locator('tbody tr[data-row-id]', { hasText: 'Zrestore fire drill' })).toBeVisible()
})

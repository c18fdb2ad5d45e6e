import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './helpers.ts'

const ADMIN = { account: '13800000000', password: 'admin123' }
const SUPERVISOR = { account: '13800000001', password: 'demo123' }
const WAREHOUSE = { account: '13800000003', password: 'demo123' }
const CUSTOMS = { account: '13800000004', password: 'demo123' }
const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')
mkdirSync(SCREENSHOTS, { recursive: true })

async function login(page: Page, who: { account: string; password: string }) {
  await page.goto('/login')
  await page.locator('input[name="Cellphone"]').fill(who.account)
  await page.locator('input[name="Pwd"]').fill(who.password)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('home-title')).toBeVisible()
}

async function openFromUserMenu(page: Page, item: 'menu-change-password' | 'menu-profile' | 'menu-sessions') {
  await page.getByTestId('user-menu').click()
  await page.getByTestId(item).click()
}

async function token(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'user')?.value ?? ''
}

test('change password: the spec’s messages, then success closes the dialog and keeps the user logged in', async ({ page }) => {
  await login(page, CUSTOMS)
  await openFromUserMenu(page, 'menu-change-password')
  const dialog = page.getByTestId('dialog-password')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible()
  const oldPwd = dialog.getByLabel('Old password')
  const newPwd = dialog.getByRole('textbox', { name: 'New password', exact: true })
  const confirm = dialog.getByLabel('Confirm new password')
  const error = page.getByTestId('password-error')
  let calls = 0
  page.on('request', (r) => {
    if (r.url().includes('/Api/User/UpdatePwd')) calls++
  })

  // Incomplete: the spec's line, each field marked, nothing sent.
  await page.getByTestId('password-submit').click()
  await expect(error).toHaveText('Fields marked * must be completed')
  await expect(oldPwd).toHaveAttribute('aria-invalid', 'true')
  await expect(newPwd).toHaveAttribute('aria-invalid', 'true')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('error-OldPwd')).toHaveText('This field is required')
  await expect(dialog.locator('label span[aria-hidden]', { hasText: '*' })).toHaveCount(3)
  await expect(oldPwd).toHaveAttribute('aria-required', 'true')

  // Too short.
  await oldPwd.fill('whatever')
  await newPwd.fill('123')
  await confirm.fill('123')
  await page.getByTestId('password-submit').click()
  await expect(page.getByTestId('error-NewPwd')).toHaveText('Enter at least 6 characters')
  await expect(error).toHaveText('Enter at least 6 characters')

  // The two new passwords differ.
  await newPwd.fill('abcdef1')
  await confirm.fill('abcdef2')
  await page.getByTestId('password-submit').click()
  await expect(page.getByTestId('error-NewPwdConfirm')).toHaveText('The two new passwords do not match')
  await expect(error).toHaveText('The two new passwords do not match')
  expect(calls).toBe(0)
  await expectNoAxeViolations(page, '[data-testid="dialog-password"]')
  await page.screenshot({ path: path.join(SCREENSHOTS, 'change-password.png') })

  // A wrong old password: the server's message.
  await confirm.fill('abcdef1')
  await page.getByTestId('password-submit').click()
  await expect(error).toHaveText('The old password is wrong')
  await expect(oldPwd).toHaveAttribute('aria-invalid', 'true')
  expect(calls).toBe(1)

  // Success.
  const before = await token(page)
  await oldPwd.fill(CUSTOMS.password)
  await page.getByTestId('password-submit').click()
  await expect(dialog).toBeHidden()
  const notice = page.getByTestId('notice').filter({ hasText: 'Set successfully' })
  await expect(notice).toBeVisible()
  await expect(notice).toHaveAttribute('data-tone', 'success')
  const after = await token(page)
  expect(after).toBeTruthy()
  expect(after).not.toBe(before)
  await page.reload()
  await expect(page.getByTestId('home-title')).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)

  // Put the password back for whoever logs in next.
  const back = await page.request.post('/Api/User/UpdatePwd', {
    headers: { user: after },
    data: { OldPwd: 'abcdef1', NewPwd: CUSTOMS.password, NewPwdConfirm: CUSTOMS.password },
  })
  expect(back.status()).toBe(200)
})

test('full-width input becomes half-width with a notice, and the form uses the converted value', async ({ page }) => {
  await page.goto('/login')
  const account = page.locator('input[name="Cellphone"]')
  await account.fill('ＡＢＣ１２３')
  await expect(account).toHaveValue('ABC123')
  const notice = page.getByTestId('notice').filter({ hasText: 'Full-width characters detected' })
  await expect(notice).toHaveText('Full-width characters detected; converted to half-width. Please use half-width input.')
  // Typing on: still one notice.
  await account.pressSequentially('ＸＹ')
  await expect(account).toHaveValue('ABC123XY')
  await expect(notice).toHaveCount(1)
  // The caret stays where the user typed.
  await account.fill('abc')
  await account.press('Home')
  await account.pressSequentially('Ｚ')
  await expect(account).toHaveValue('Zabc')
  expect(await account.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(1)

  // React's state follows: a full-width account logs in.
  await account.fill('１３８００００００００')
  await expect(account).toHaveValue(ADMIN.account)
  await page.locator('input[name="Pwd"]').fill(ADMIN.password)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('home-title')).toBeVisible()
})

test('signing out another session asks the delete confirmation; Cancel keeps it, Delete removes it', async ({ page, browser }) => {
  // A second browser signed in as the same agent.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await login(otherPage, SUPERVISOR)
  const otherToken = await token(otherPage)
  await login(page, SUPERVISOR)

  await openFromUserMenu(page, 'menu-sessions')
  const dialog = page.getByTestId('dialog-sessions')
  await expect(dialog).toBeVisible()
  const rows = dialog.getByTestId('session-row')
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThanOrEqual(2)
  await expect(dialog.locator('[data-testid="session-row"][data-current]')).toHaveCount(1)
  await expect(dialog.locator('[data-testid="session-row"][data-current]').getByTestId('session-signout')).toHaveCount(0)
  await expectNoAxeViolations(page, '[data-testid="dialog-sessions"]')

  // Cancel: nothing happens.
  await rows.getByTestId('session-signout').first().click()
  const ask = page.getByTestId('confirm-delete')
  await expect(ask).toBeVisible()
  await expect(ask).toContainText('Are you sure you want to delete the data?')
  await expect(ask).toContainText('After deletion, the data will not be recoverable')
  await page.screenshot({ path: path.join(SCREENSHOTS, 'confirm-delete.png') })
  await ask.getByTestId('confirm-cancel').click()
  await expect(ask).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(rows).toHaveCount(count)
  expect((await otherPage.request.get('/Api/Agent/GetInfo', { headers: { user: otherToken } })).status()).toBe(200)

  // Delete: the newest other session (the second browser's) goes.
  await rows.getByTestId('session-signout').first().click()
  await ask.getByTestId('confirm-ok').click()
  await expect(ask).toBeHidden()
  await expect(page.getByTestId('notice').filter({ hasText: 'That session has been signed out' })).toBeVisible()
  await expect(rows).toHaveCount(count - 1)
  expect((await otherPage.request.get('/Api/Agent/GetInfo', { headers: { user: otherToken } })).status()).toBe(401)
  await other.close()
})

test('the home page shows the eight cards with their numbers', async ({ page }) => {
  await login(page, ADMIN)
  const keys = ['Goods', 'MonthOrders', 'Customers', 'FollowUps', 'AboutToLose', 'Todo', 'UnreadNotices', 'Courses']
  for (const key of keys) {
    const card = page.getByTestId(`home-card-${key}`)
    await expect(card).toBeVisible()
    await expect(card.getByTestId('home-card-value')).toHaveText(/^\d[\d,.\s]*$/)
  }
  await expect(page.getByTestId('home-card-Goods')).toContainText('Goods')
  await expect(page.getByTestId('home-card-AboutToLose')).toContainText('Customers about to become public')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: path.join(SCREENSHOTS, 'home-cards.png'), fullPage: true })

  // An agent sees only the cards of the areas they may use.
  await page.context().clearCookies()
  await login(page, WAREHOUSE)
  await expect(page.getByTestId('home-card-Todo')).toBeVisible()
  await expect(page.getByTestId('home-card-Goods')).toHaveCount(0)
})

test('my profile: details, and changing the mobile number with an SMS code', async ({ page }) => {
  await login(page, WAREHOUSE)
  await openFromUserMenu(page, 'menu-profile')
  const dialog = page.getByTestId('dialog-profile')
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText('Ahmad Faiz')
  await expect(page.getByTestId('profile-mobile')).toHaveText(WAREHOUSE.account)
  await expect(page.getByTestId('profile-department')).not.toHaveText('—')
  await expect(page.getByTestId('profile-role')).not.toHaveText('—')

  // No number: the spec's "Information incomplete", nothing sent.
  await page.getByTestId('send-code').click()
  await expect(page.getByTestId('mobile-error')).toHaveText('Information incomplete')

  const mobile = '13912345678'
  await dialog.getByLabel('New mobile number').fill(mobile)
  await page.getByTestId('send-code').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'SMS sent' })).toBeVisible()
  await expect(page.getByTestId('send-code')).toBeDisabled()
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/)

  // The development outbox holds the text (read as the administrator).
  const adminLogin = await page.request.post('/Api/Agent/Login', { data: { Cellphone: Number(ADMIN.account), Pwd: ADMIN.password } })
  const adminToken = ((await adminLogin.json()) as { Data: { Token: string } }).Data.Token
  const outbox = await page.request.get(`/Api/SmsOutbox/Index?Value=${mobile}`, { headers: { user: adminToken } })
  const text = ((await outbox.json()) as { Data: { Text: string }[] }).Data[0]!.Text
  const code = /\b(\d{6})\b/.exec(text)![1]!

  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
  await page.getByTestId('mobile-submit').click()
  await expect(page.getByTestId('mobile-error')).toHaveText('The verification code is wrong')

  await dialog.getByLabel('Verification code').fill(code)
  await page.getByTestId('mobile-submit').click()
  await expect(page.getByTestId('notice').filter({ hasText: 'Mobile number changed' })).toBeVisible()
  await expect(page.getByTestId('profile-mobile')).toHaveText(mobile)
  await page.screenshot({ path: path.join(SCREENSHOTS, 'profile.png') })

  // Put the number back (directly, as the administrator would).
  await page.request.post('/Api/Sms/Send', { headers: { user: await token(page) }, data: { Phone: WAREHOUSE.account, Type: 1 } })
  const again = await page.request.get(`/Api/SmsOutbox/Index?Value=${WAREHOUSE.account}`, { headers: { user: adminToken } })
  const code2 = /\b(\d{6})\b/.exec(((await again.json()) as { Data: { Text: string }[] }).Data[0]!.Text)![1]!
  const restored = await page.request.post('/Api/Agent/UpdateMobile', {
    headers: { user: await token(page) },
    data: { Mobile: WAREHOUSE.account, ValidCode: code2 },
  })
  expect(restored.status()).toBe(200)
})

test('a code chunk that cannot be loaded is named, with the reason', async ({ page }) => {
  await login(page, ADMIN)
  // The list screens' chunks are "missing" from now on (as after a new version replaced them).
  await page.route(/\/assets\/list-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
  // Pointing at a link preloads its screen: the failure shows at once, naming the chunk.
  await page.getByTestId('home-card-Customers').getByRole('link').hover()
  const notice = page.getByTestId('notice').filter({ hasText: 'Could not load part of the page' })
  await expect(notice).toBeVisible()
  await expect(notice).toHaveText(/^Could not load part of the page \(list-[\w-]+\.js\): the file is missing/)
  await expect(notice).toHaveAttribute('data-tone', 'error')
})

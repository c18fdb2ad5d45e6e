import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { listRows, login, signIn, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'chat')
const SALES = { account: '13800000002', password: 'demo123' }

/**
 * Consultations live: the salesperson has the chat screen open; a visitor writes through the shop
 * side's public endpoint; the conversation appears and the unread badge rises without a reload;
 * the agent opens it (read) and answers with Enter.
 */
test('a visitor’s message arrives live and the agent answers it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  await login(page, SALES)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/chat/chat_list')
  await expect(page.getByTestId('page-title')).toHaveText('Consultations')
  await expect(page.getByTestId('chat-row').first()).toBeVisible()
  const badge = page.getByTestId('chat-badge')
  await expect(badge).toBeVisible()
  const countOf = async () =>
    Number(
      (await page
        .getByTestId('chat-badge-count')
        .textContent({ timeout: 1000 })
        .catch(() => '0')) || 0,
    )
  const before = await countOf()
  const reloads: string[] = []
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) reloads.push(f.url())
  })

  const stamp = Date.now().toString().slice(-6)
  const name = `Zulaikha ${stamp}`
  const posted = await request.post('/Api/Public/Chat/Message', {
    data: { ShopId: 1, VisitorId: `e2e-visitor-${stamp}`, Name: name, Content: 'Boleh pos ke Kota Kinabalu?' },
  })
  expect(posted.status()).toBe(200)

  // Without a reload: the conversation is listed, unread, and the badge counts one more.
  const row = page.getByTestId('chat-row').filter({ hasText: name })
  await expect(row).toBeVisible({ timeout: 5000 })
  await expect(row.getByTestId('chat-row-unread')).toHaveText('1')
  await expect.poll(countOf, { timeout: 5000 }).toBe(before + 1)
  // A second message lands in the same conversation.
  await request.post('/Api/Public/Chat/Message', {
    data: { ShopId: 1, VisitorId: `e2e-visitor-${stamp}`, Name: name, Content: 'Dan berapa hari?' },
  })
  await expect(row.getByTestId('chat-row-unread')).toHaveText('2')
  expect(reloads.filter((u) => !u.includes('/chat/chat_list'))).toEqual([])

  // Opening reads it: the badge falls back.
  await row.click()
  const pane = page.getByTestId('chat-pane')
  await expect(pane.getByTestId('chat-visitor')).toContainText(name)
  await expect(pane.getByTestId('chat-message')).toHaveCount(2)
  await expect(row.getByTestId('chat-row-unread')).toHaveCount(0)
  await expect.poll(countOf, { timeout: 5000 }).toBe(before)

  // Shift+Enter is a new line; Enter sends. The conversation becomes the agent's.
  const reply = pane.getByTestId('chat-reply')
  await reply.click()
  await page.keyboard.type('Boleh, puan.')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.type('Biasanya 3 hari bekerja.')
  await page.keyboard.press('Enter')
  const sent = pane.locator('[data-testid="chat-message"][data-direction="out"]')
  await expect(sent).toHaveCount(1)
  await expect(sent.locator('p')).toHaveText('Boleh, puan.\nBiasanya 3 hari bekerja.')
  await expect(reply).toHaveValue('')
  await expect(pane.getByTestId('chat-assign')).toHaveValue(/\d+/)
  await expect(row).toContainText('You:')

  // A message that arrives while it is open is read at once.
  await request.post('/Api/Public/Chat/Message', {
    data: { ShopId: 1, VisitorId: `e2e-visitor-${stamp}`, Name: name, Content: 'Terima kasih!' },
  })
  await expect(pane.getByTestId('chat-message')).toHaveCount(4)
  await expect(row.getByTestId('chat-row-unread')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a shop page’s visit appears in the open visitor records without a reload', async ({ page, request }) => {
  const problems = watchProblems(page)
  await signIn(page, SALES)
  await page.goto('/chat/history_list')
  await expect(listRows(page).first()).toBeVisible()
  const path = `/products/live-${Date.now()}`
  const res = await request.post('/Api/Public/Chat/Visit', {
    data: { ShopId: 1, VisitorId: `v-live-${Date.now()}`, Name: 'Siti', Path: path, Title: 'Periuk nasi 1.8L' },
  })
  expect(res.ok()).toBe(true)
  await expect(listRows(page).filter({ hasText: path })).toHaveCount(1)
  expect(problems).toEqual([])
})

test('the consultations and the visitor records in Chinese and Malay', async ({ page }) => {
  test.setTimeout(90_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page, { account: '13800000001', password: 'demo123' })
  for (const lang of ['zh-CN', 'may-MY']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/chat/chat_list?state=0')
    await expect(page.getByTestId('chat-row').first()).toBeVisible()
    await page.getByTestId('chat-row').filter({ hasText: 'Nur Aisyah' }).click()
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `chat_list-${lang}.png`), fullPage: true })
    await page.goto('/chat/history_list')
    await expect(listRows(page).first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `history_list-${lang}.png`), fullPage: true })
  }
  expect(problems).toEqual([])
})

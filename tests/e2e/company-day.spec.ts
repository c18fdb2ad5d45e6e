import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { listRows, login, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const OUT = path.join('test-results', 'company-day')
const TZ = 'Asia/Shanghai'
// The server's clock control (tests/e2e/server.ts): its port is the app's plus one.
const controlOf = (baseURL: string) => `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`

/** A Shanghai wall-clock reading (`2026-12-01T23:30`) as an instant, milliseconds (China keeps no summer time: +08:00). */
const shanghai = (wall: string) => Date.parse(`${wall}:00+08:00`)
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00+08:00`) + 86_400_000).toLocaleDateString('sv-SE', { timeZone: TZ })

async function moveClocks(page: Page, request: APIRequestContext, control: string, at: number) {
  expect((await request.post(`${control}/shift?to=${at}`)).ok()).toBe(true)
  await page.clock.setFixedTime(at)
}

/**
 * A salesperson in Shanghai whose computer keeps UTC: at 23:30 a follow-up planned for 00:15 is
 * tomorrow's on the home card, in the follow-up list's "Due today" and in the reminders; at 00:30
 * it is today's on all three, and the card counts what the list shows.
 */
test('a Shanghai user’s reminders, today’s follow-ups and home card agree at 23:30 and 00:30', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000)
  const control = controlOf(baseURL!)
  // Two days ahead, so the plan is in the future whatever the real time.
  const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: TZ })
  const next = dayAfter(day)
  const name = `Midnight Trading ${Date.now().toString(36)}`

  const login0 = await request.post('/Api/Agent/Login', { data: { Cellphone: Number(SALES.account), Pwd: SALES.password } })
  const headers = { user: ((await login0.json()) as { Data: { Token: string } }).Data.Token }
  const made = await request.post('/Api/Client/Post', { headers, data: { ClientName: name, Type: 2 } })
  expect(made.ok(), await made.text()).toBe(true)
  const clientId = ((await made.json()) as { Data: { Id: number } }).Data.Id
  const follow = await request.post('/Api/ClientFollow/Post', {
    headers,
    data: { ClientId: clientId, Content: 'Call back after midnight', NextFollowTime: shanghai(`${next}T00:15`) / 1000 },
  })
  expect(follow.ok(), await follow.text()).toBe(true)

  fs.mkdirSync(OUT, { recursive: true })
  try {
    for (const [at, due] of [
      [`${day}T23:30`, false],
      [`${next}T00:30`, true],
    ] as const) {
      // A computer that keeps UTC, signed in afresh at that moment.
      const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' })
      const page = await context.newPage()
      const problems = watchProblems(page)
      await moveClocks(page, request, control, shanghai(at))
      await login(page, SALES)
      const card = Number(await page.getByTestId('home-card-FollowUps').getByTestId('home-card-value').innerText())

      await page.getByTestId('home-card-FollowUps').click()
      await expect(page).toHaveURL(/\/client\/follow\?.*range=today/)
      await expect(page.getByTestId('follow-view-today')).toHaveAttribute('aria-current', 'page')
      await expect(page.getByTestId('list-empty').or(listRows(page).first())).toBeVisible()
      await expect(listRows(page)).toHaveCount(card)
      await expect(listRows(page).filter({ hasText: name })).toHaveCount(due ? 1 : 0)
      if (due) await expect(listRows(page).filter({ hasText: name }).locator('[data-column="NextFollowTime"]')).toContainText('12:15')
      await page.screenshot({ path: path.join(OUT, `due-today-${at.slice(11, 13)}h-en-US.png`) })

      await page.goto('/remaid_list')
      await expect(page.getByTestId('page-title')).toBeVisible()
      await expect(page.getByTestId('reminder').first()).toBeVisible()
      await expect(page.getByTestId('reminder').filter({ hasText: name })).toHaveCount(due ? 1 : 0)
      expect(problems).toEqual([])
      await context.close()
    }
  } finally {
    await request.post(`${control}/shift`)
  }
})

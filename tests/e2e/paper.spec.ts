import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from './test.ts'
import { listRows, login, sessionToken, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'paper')
const SALES = { account: '13800000002', password: 'demo123' }
const DEMO_EXAM = '2026 年 12 月业务员考核：产品知识与报关规则'

type Mine = { PaperId: number; Title: string; CanStart: boolean }

/** The demo exam if the salesperson may still take it, else a copy of it assigned by the administrator (a second run). */
async function examToTake(request: APIRequestContext, salesToken: string, adminToken: string): Promise<string> {
  const mine = (await (await request.get('/Api/Exam/Mine', { headers: { user: salesToken } })).json()).Data as Mine[]
  const demo = mine.find((m) => m.Title === DEMO_EXAM)
  if (demo?.CanStart) return DEMO_EXAM
  const papers = (
    await (await request.get('/Api/Paper/Index', { headers: { user: adminToken }, params: { Value: '业务员考核', Size: 1 } })).json()
  ).Data as { Id: number }[]
  const source = (await (await request.get('/Api/Paper/Get', { headers: { user: adminToken }, params: { Id: papers[0]!.Id } })).json())
    .Data as { QuestionIds: number[] }
  const title = `${DEMO_EXAM}（补考 ${Date.now() % 100000}）`
  const made = await request.post('/Api/Paper/Post', {
    headers: { user: adminToken },
    data: { Title: title, Kind: 2, Mode: 1, QuestionIds: source.QuestionIds, TimeLimit: 20, PassMark: 42 },
  })
  const id = ((await made.json()).Data as { Id: number }).Id
  const agent = (
    (await (await request.get('/Api/Agent/Index', { headers: { user: adminToken }, params: { Value: SALES.account } })).json()).Data as {
      Id: number
    }[]
  )[0]!.Id
  await request.post('/Api/Paper/Assign', {
    headers: { user: adminToken },
    data: { PaperId: id, AgentIds: [agent], Deadline: Math.floor(Date.now() / 1000) + 7 * 86400 },
  })
  return title
}

test('the salesperson opens Courses to study, takes the exam against its timer, hands in and sees the score', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  // The administrator's session, to make a copy of the exam when the demo one was already taken.
  const adminPage = await browser.newPage()
  await login(adminPage)
  const adminToken = await sessionToken(adminPage)
  await adminPage.close()

  await login(page, SALES)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  const title = await examToTake(request, await sessionToken(page), adminToken)
  await page.goto('/home')
  const card = page.getByTestId('home-card-Courses')
  await expect(card.getByTestId('home-card-value')).not.toHaveText('0')
  await card.click()
  await expect(page).toHaveURL(/\/my_exams$/)
  const row = page.getByTestId('my-paper').filter({ hasText: title }).first()
  await row.getByTestId('my-paper-start').click()
  await expect(page).toHaveURL(/attempt=\d+/)
  await expect(page.getByTestId('exam-timer')).toHaveText(/^\s*(19|20):\d\d\s*$/)
  const questions = page.getByTestId('exam-question')
  await expect(questions).toHaveCount(10)
  // The first answers: 12 hours (B), USB-C (B), the three accessory categories, not in a microwave.
  await questions.nth(0).getByText('12 小时').click()
  await questions.nth(1).getByText('USB-C').click()
  for (const label of ['数据线', '手机壳', '充电器']) await questions.nth(2).getByText(label, { exact: true }).click()
  await questions.nth(3).locator('label[data-letter="B"]').click() // false
  await questions.nth(4).getByRole('textbox').fill('容量大，12 小时保温')
  await page.getByTestId('exam-submit').click()
  const result = page.getByTestId('exam-result')
  await expect(result).toBeVisible()
  const score = page.getByTestId('exam-score')
  await expect(score).toHaveAttribute('data-total', '25')
  await expect(score).toHaveAttribute('data-max', '70')
  // The short answer waits for a scorer, and the page says so.
  await expect(score).toHaveAttribute('data-pending', '1')
  // Back on the list it is done, with its score.
  await page.goto('/my_exams')
  await expect(page.getByTestId('my-paper').filter({ hasText: title }).first().getByTestId('my-paper-score')).toHaveAttribute(
    'data-total',
    '25',
  )
  expect(problems).toEqual([])
})

test('the question bank, the papers, a paper’s results and taking an exam, in Chinese and Malay', async ({ page, browser }) => {
  test.setTimeout(120_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page)
  for (const lang of ['zh-CN', 'may-MY']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.goto('/paper/question')
    await expect(listRows(page).first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `question-bank-${lang}.png`), fullPage: true })
    await page.goto('/paper/list')
    await expect(listRows(page).first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `papers-${lang}.png`), fullPage: true })
    await listRows(page).filter({ hasText: '业务员考核' }).first().click()
    await page.getByTestId('record-tab-results').click()
    await expect(page.getByTestId('paper-result-row').first()).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `paper-results-${lang}.png`), fullPage: true })
    await page.getByTestId('record-tab-questions').click()
    await expect(page.getByTestId('paper-question-results')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `paper-questions-${lang}.png`), fullPage: true })
    // Assigning: the chosen staff member and department show as their names, never as "#id".
    await page.getByTestId('record-tab-assign').click()
    const assign = page.getByTestId('paper-assign')
    for (const k of [0, 1]) {
      await assign.getByRole('combobox').nth(k).click()
      const option = page.getByRole('listbox').getByRole('option').first()
      const name = await option.getAttribute('aria-label')
      expect(name).toBeTruthy()
      await option.click()
      await expect(assign.getByRole('listitem').nth(k)).toHaveText(name!)
    }
    await expect(assign.getByRole('listitem').filter({ hasText: /#\d/ })).toHaveCount(0)
    await page.screenshot({ path: path.join(OUT, `paper-assign-${lang}.png`), fullPage: true })
    await page.keyboard.press('Escape')
    await page.goto('/paper/to_score')
    await expect(page.getByTestId('page-title')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `to-score-${lang}.png`), fullPage: true })
  }
  expect(problems).toEqual([])

  // Taking an exam: the warehouse worker's random safety test (two attempts allowed).
  const taker = await browser.newPage()
  await login(taker, { account: '13800000003', password: 'demo123' })
  for (const lang of ['zh-CN', 'may-MY']) {
    await taker.evaluate((l) => localStorage.setItem('lang', l), lang)
    await taker.goto('/my_exams')
    await expect(taker.getByTestId('my-paper').first()).toBeVisible()
    await taker.screenshot({ path: path.join(OUT, `my-exams-${lang}.png`), fullPage: true })
    const start = taker.getByTestId('my-paper').filter({ hasText: '仓库安全' }).getByTestId('my-paper-start')
    if (await start.count()) {
      await start.click()
      await expect(taker.getByTestId('exam-timer')).toBeVisible()
      await taker.screenshot({ path: path.join(OUT, `exam-taking-${lang}.png`), fullPage: true })
    }
  }
  await taker.close()
})

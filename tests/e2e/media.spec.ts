import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { listRows, login, sessionToken, watchProblems } from './helpers.ts'

const OUT = path.join('test-results', 'media')
const SCREENS = ['info', 'policy', 'business', 'export', 'warehouse'] as const

test('the administrator writes a news article with a rich-text body in its category and finds it by keyword', async ({ page, request }) => {
  test.setTimeout(90_000)
  const problems = watchProblems(page)
  const stamp = Date.now().toString().slice(-6)
  await login(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  await page.goto('/news/info')
  await expect(listRows(page).first()).toBeVisible()
  await page.getByTestId('list-new').click()
  const form = page.getByTestId('resource-form')
  await form.locator('[data-field="Title"] input').fill(`Jakarta warehouse opens Saturday pick-ups ${stamp}`)

  // The category is one of the news family's (the demo's 公司动态 "Company news").
  const category = form.locator('[data-field="CatalogId"] [role="combobox"]')
  await category.click()
  const asked = page.waitForRequest((r) => r.url().includes('/Api/Catalog/Select/news'))
  await page.keyboard.type('公司')
  await asked
  const options = page.getByTestId('reference-options').getByRole('option')
  await expect(options.first()).toHaveAccessibleName('公司动态')
  await page.keyboard.press('Enter')
  await expect(category).toHaveText('公司动态')

  await form.locator('[data-field="Summary"] textarea').fill('Sellers in Jakarta can now book Saturday pick-ups.')
  const editor = form.getByTestId('rich-text')
  await editor.getByRole('textbox').click()
  await page.keyboard.type('From next week the warehouse opens on ')
  await editor.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Saturdays')
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('resource-detail')).toBeVisible()
  await page.keyboard.press('Escape')

  // Found by a keyword of its title, in its category, with no reads yet.
  await page.getByTestId('list-search').fill(`Saturday pick-ups ${stamp}`)
  await page.getByTestId('list-search').press('Enter')
  await expect(listRows(page)).toHaveCount(1)
  await expect(listRows(page).first()).toContainText('公司动态')

  const token = await sessionToken(page)
  const res = await request.get('/Api/Article/Index/info', { headers: { user: token }, params: { Value: `pick-ups ${stamp}`, Size: 1 } })
  const [row] = (await res.json()).Data as { Content: string; Kind: string; ReadNum: number; AgentId: number }[]
  expect(row!.Content).toBe('<p>From next week the warehouse opens on <strong>Saturdays</strong></p>')
  expect(row!.Kind).toBe('info')
  expect(row!.ReadNum).toBe(0)
  // Not on the other screens.
  const other = await request.get('/Api/Article/Index/policy', { headers: { user: token }, params: { Value: `pick-ups ${stamp}` } })
  expect((await other.json()).Data).toEqual([])
  expect(problems).toEqual([])
})

test('the five media screens in Chinese and Malay', async ({ page }) => {
  test.setTimeout(120_000)
  fs.mkdirSync(OUT, { recursive: true })
  const problems = watchProblems(page)
  await login(page)
  for (const lang of ['zh-CN', 'may-MY']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    for (const screen of SCREENS) {
      await page.goto(`/news/${screen}`)
      await expect(listRows(page).first()).toBeVisible()
      await page.screenshot({ path: path.join(OUT, `${screen}-${lang}.png`), fullPage: true })
    }
    // The form of an article with a category.
    await page.goto('/news/policy')
    await page.getByTestId('list-new').click()
    await expect(page.getByTestId('resource-form')).toBeVisible()
    await page.screenshot({ path: path.join(OUT, `policy-form-${lang}.png`), fullPage: true })
  }
  expect(problems).toEqual([])
})

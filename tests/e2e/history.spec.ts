import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { apiToken, expectNoAxeViolations, signIn, watchProblems } from './helpers.ts'

const SALES = { account: '13800000002', password: 'demo123' }
const OUT = path.join('test-results', 'history')

// A name of this run's own: a server kept between runs still holds the last run's customer.
const NAME = `Rahmat Hardware ${Date.now() % 100_000}`

test('a field edit shows in the record’s change history, and the administrator finds it in the audit trail', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  const token = await apiToken(page.request, SALES)
  const created = await page.request.post('/Api/Client/Post', {
    headers: { user: token },
    data: { ClientName: NAME, Type: 2, Level: 1 },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { Data: { Id: number } }).Data.Id

  await signIn(page, SALES)
  await page.goto(`/client/list?view=${id}`)
  const detail = page.getByTestId('resource-detail')
  const history = detail.getByTestId('record-history')
  await expect(history.getByTestId('record-history-row')).toHaveCount(1)
  await expect(history).toContainText('created the record')
  // Only administrators are offered the audit trail.
  await expect(history.getByTestId('record-history-audit')).toHaveCount(0)

  await detail.getByTestId('detail-edit').click()
  const edit = page.getByTestId('form-dialog')
  await edit.locator('[data-field="ClientName"] input').fill(`${NAME} Sentosa`)
  await edit.getByTestId('form-submit').click()
  await expect(edit).toBeHidden()

  const change = history.locator('[data-testid="record-history-row"][data-change="ClientName"]')
  await expect(change).toBeVisible()
  await expect(change.getByTestId('record-history-before')).toHaveText(NAME)
  await expect(change.getByTestId('record-history-after')).toHaveText(`${NAME} Sentosa`)
  await expect(change).toContainText('王浩')
  await expect(history.getByTestId('record-history-row').first()).toHaveAttribute('data-change', 'ClientName')
  await expectNoAxeViolations(page, '[data-testid="record-history"]')
  fs.mkdirSync(OUT, { recursive: true })
  await history.screenshot({ path: path.join(OUT, 'record-history-en-US.png') })

  // The administrator: from the record to the audit trail, filtered to it, and back to the record.
  await page.context().clearCookies()
  await signIn(page)
  await page.goto(`/client/list?view=${id}`)
  await page.getByTestId('record-history-audit').click()
  await expect(page).toHaveURL(/\/system\/audit\?/)
  const rows = page.getByTestId('list-FieldChange').getByTestId('resource-table').locator('tbody tr[data-row-id]')
  await expect(rows).toHaveCount(2)
  const edited = rows.filter({ hasText: `${NAME} Sentosa` })
  await expect(edited.locator('[data-column="FieldName"]')).toHaveText('Customer name')
  await expect(edited.locator('[data-column="BeforeText"]')).toHaveText(NAME)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: path.join(OUT, 'audit-en-US.png') })
  await edited.click()
  await page.getByTestId('audit-open-record').click()
  await expect(page).toHaveURL(new RegExp(`/client/list\\?view=${id}$`))
  await expect(page.getByTestId('record-title').filter({ hasText: `${NAME} Sentosa` })).toBeVisible()
  expect(problems).toEqual([])
  // Gone again (a delete is a mark): the salesperson's customer list stays as the other tests know it.
  const removed = await page.request.post('/Api/Client/Delete', { headers: { user: await apiToken(page.request) }, data: { Id: id } })
  expect(removed.ok()).toBe(true)
})

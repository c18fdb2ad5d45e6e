import { expect, test } from './test.ts'
import { JOB_TITLES } from '../../src/shared/lifecycle/jobs.ts'
import { signIn, watchProblems } from './helpers.ts'

test('the administrator runs the high-seas sweep from the system parameters page; the run log names who ran it', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await signIn(page)
  await page.goto('/system/setting')

  const panel = page.getByTestId('scheduled-jobs')
  await panel.scrollIntoViewIfNeeded()
  const sweep = panel.locator('[data-testid="job-row"][data-job="client-sweep"]')
  await expect(sweep).toContainText('Job.client-sweep.Minutes')
  // Every job the server runs is listed, each with its interval.
  await expect(panel.getByTestId('job-row')).toHaveCount(Object.keys(JOB_TITLES).length)

  await sweep.getByTestId('job-run-now').click()
  // The answer is the run: done, moved none (the demo customers are all within the rules).
  await expect(page.getByText('The job ran: 0 moved')).toBeVisible()
  const last = sweep.getByTestId('job-last-run')
  await expect(last.getByTestId('job-outcome')).toHaveAttribute('data-outcome', '1')
  await expect(last).toContainText('陈志远')
  await expect(last).toContainText('0 moved')
  expect(problems).toEqual([])
})

import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import { OPTION_LETTERS, QUESTION_TYPES, QUESTION_TYPE_OPTIONS, isChoice } from '../../../shared/resources/paper.ts'
import type { RecordTab } from '../../../kernel/web/components/resource/ResourceDetail.tsx'
import { ReferenceMultiSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { call, failureText, resultsQuery } from './paper-api.ts'

const TH = 'px-3 py-2 text-left text-xs font-medium text-neutral-600'
const TD = 'px-3 py-2 text-sm'

/** Each assigned person's last attempt: score, passed, time taken, handed in at. */
function PeopleResults({ id }: { id: number }) {
  const { t } = useLingui()
  const format = useFormat()
  const q = useQuery(resultsQuery(id))
  if (q.isPending) return <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
  if (q.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(q.error)}
      </p>
    )
  const exam = q.data.Kind === 2
  const status = (s: string) =>
    ({
      Started: t`In progress`,
      Submitted: t`To be scored`,
      Scored: exam ? t`Scored` : t`Answered`,
      Expired: t`Time ran out`,
      '': t`Not started`,
    })[s] ?? s
  return (
    <div className="overflow-x-auto" data-testid="paper-results">
      <table className="w-full">
        <thead className="border-b border-neutral-200">
          <tr>
            <th className={TH}>
              <Trans>Name</Trans>
            </th>
            <th className={TH}>
              <Trans>Department</Trans>
            </th>
            <th className={TH}>
              <Trans>Status</Trans>
            </th>
            {exam ? (
              <th className={TH}>
                <Trans>Score</Trans>
              </th>
            ) : null}
            {exam ? (
              <th className={TH}>
                <Trans>Passed</Trans>
              </th>
            ) : null}
            <th className={TH}>
              <Trans>Time taken</Trans>
            </th>
            <th className={TH}>
              <Trans>Handed in at</Trans>
            </th>
            <th className={TH}>
              <Trans>Deadline</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {q.data.People.map((p) => (
            <tr key={p.AgentId} className="border-b border-neutral-100" data-testid="paper-result-row">
              <td className={TD}>{p.Name}</td>
              <td className={TD}>{p.DepartmentName}</td>
              <td className={TD}>{status(p.Status)}</td>
              {exam ? (
                <td className={cn(TD, 'tabular-nums')}>
                  {p.Status === 'Submitted' || p.Status === 'Scored' ? `${p.Total} / ${p.MaxTotal}${p.Pending ? ' *' : ''}` : '—'}
                </td>
              ) : null}
              {exam ? (
                <td className={TD}>
                  {p.Status === 'Scored' ? (
                    p.Passed ? (
                      <span className="text-emerald-700">
                        <Trans>Yes</Trans>
                      </span>
                    ) : (
                      <span className="text-red-700">
                        <Trans>No</Trans>
                      </span>
                    )
                  ) : (
                    '—'
                  )}
                </td>
              ) : null}
              <td className={cn(TD, 'tabular-nums')}>{p.Seconds ? t`${Math.floor(p.Seconds / 60)} min ${p.Seconds % 60} s` : '—'}</td>
              <td className={TD}>{p.SubmitTime ? format.dateTime(p.SubmitTime) : '—'}</td>
              <td className={TD}>{p.Deadline ? format.dateTime(p.Deadline) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {exam && q.data.People.some((p) => p.Pending) ? (
        <p className="mt-2 text-xs text-neutral-500">
          <Trans>* short answers still to be scored</Trans>
        </p>
      ) : null}
      {!q.data.People.length ? (
        <p className="py-6 text-center text-sm text-neutral-500">
          <Trans>Not assigned to anyone yet.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** Per question: how many were asked it, answered it and got it fully right (choices: how many picked each option). */
function QuestionResults({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const q = useQuery(resultsQuery(id))
  if (q.isPending) return <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
  if (q.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(q.error)}
      </p>
    )
  const exam = q.data.Kind === 2
  return (
    <ol className="flex flex-col gap-3" data-testid="paper-question-results">
      {q.data.Questions.map((x, i) => {
        const type = QUESTION_TYPE_OPTIONS.find((o) => o.value === x.Type)
        const options = x.Type === QUESTION_TYPES.trueFalse ? [t`True`, t`False`] : isChoice(x.Type) ? x.Options : []
        const rate = x.Asked ? Math.round((x.Right / x.Asked) * 100) : 0
        return (
          <li key={x.QuestionId} className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3">
            <div className="flex items-start justify-between gap-3">
              <span className="text-sm font-medium">
                {i + 1}. {x.Title}
              </span>
              <span className="shrink-0 text-xs text-neutral-500">{type ? i18n._(type.label) : ''}</span>
            </div>
            <span className="text-sm text-neutral-700">
              {exam ? t`${x.Right} of ${x.Asked} answered right (${rate}%)` : t`${x.Answered} of ${x.Asked} answered`}
              {x.Pending ? ` · ${t`${x.Pending} to be scored`}` : ''}
            </span>
            {exam ? (
              <div className="h-2 overflow-hidden rounded bg-neutral-100" aria-hidden>
                <div className="h-full bg-emerald-500" style={{ width: `${rate}%` }} />
              </div>
            ) : null}
            {options.length ? (
              <ul className="flex flex-wrap gap-2 text-xs text-neutral-600">
                {options.map((label, k) => (
                  <li key={k} className="rounded bg-neutral-100 px-2 py-0.5">
                    {OPTION_LETTERS[k]}. {label}: {x.Picks[OPTION_LETTERS[k]!] ?? 0}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
      {!q.data.Questions.length ? (
        <p className="py-6 text-center text-sm text-neutral-500">
          <Trans>No answers handed in yet.</Trans>
        </p>
      ) : null}
    </ol>
  )
}

/** Assigns the paper to staff and departments with a deadline. */
function AssignForm({ id }: { id: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [agents, setAgents] = useState<number[]>([])
  const [departments, setDepartments] = useState<number[]>([])
  const [deadline, setDeadline] = useState('')
  const assign = useMutation({
    mutationFn: () =>
      call<{ Count: number }>('Paper/Assign', {
        method: 'POST',
        body: {
          PaperId: id,
          AgentIds: agents,
          DepartmentIds: departments,
          Deadline: deadline ? Math.floor(new Date(deadline).getTime() / 1000) : 0,
        },
      }),
    onSuccess: () => {
      setAgents([])
      setDepartments([])
      void queryClient.invalidateQueries({ queryKey: ['Paper'] })
    },
  })
  return (
    <form
      className="flex max-w-xl flex-col gap-3"
      data-testid="paper-assign"
      onSubmit={(e) => {
        e.preventDefault()
        assign.mutate()
      }}
    >
      {/* Each chosen person and department as a chip with its name, more added from the select. */}
      <div className="flex flex-col gap-1 text-sm">
        <Trans>Staff</Trans>
        <ReferenceMultiSelect resource="Agent" value={agents} aria-label={t`Staff`} onChange={setAgents} />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <Trans>Departments</Trans>
        <ReferenceMultiSelect resource="Department" value={departments} aria-label={t`Departments`} onChange={setDepartments} />
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <Trans>Deadline</Trans>
        <Input type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
      </label>
      {assign.error ? (
        <p role="alert" className="text-sm text-red-700">
          {failureText(assign.error)}
        </p>
      ) : null}
      {assign.isSuccess ? <p className="text-sm text-emerald-700">{t`${assign.data.Count} people assigned`}</p> : null}
      <div>
        <Button type="submit" disabled={assign.isPending || (!agents.length && !departments.length)}>
          <Trans>Assign</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The paper record's tabs: results per person, per question, and assigning it. */
export const PAPER_TABS: readonly RecordTab[] = [
  { key: 'results', label: <Trans>Results</Trans>, render: (row) => <PeopleResults id={Number(row.Id)} /> },
  { key: 'questions', label: <Trans>Per question</Trans>, render: (row) => <QuestionResults id={Number(row.Id)} /> },
  { key: 'assign', label: <Trans>Assign</Trans>, render: (row) => <AssignForm id={Number(row.Id)} /> },
]

import { useEffect, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react'
import { OPTION_LETTERS, QUESTION_TYPES, QUESTION_TYPE_OPTIONS, isChoice } from '../../../shared/resources/paper.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { attemptQuery, call, examKeys, failureText, myPapersQuery, type Attempt, type MyPaper } from './paper-api.ts'

const PAGE = 'mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6'

/**
 * "My exams" (opened from the home card "Courses to study"): the papers assigned to the signed-in
 * agent; with `?attempt=` one attempt, answered against its countdown or, once handed in, its score.
 */
export function MyExamsPage({ attempt }: { attempt?: number }) {
  if (attempt) return <ExamAttempt id={attempt} />
  return <MyPapersList />
}

function Title() {
  const { i18n } = useLingui()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  return (
    <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
      {meta?.title ? i18n._(meta.title) : null}
    </h1>
  )
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
      {children}
    </p>
  )
}

function MyPapersList() {
  const { t } = useLingui()
  const format = useFormat()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const papers = useQuery(myPapersQuery)
  const start = useMutation({
    mutationFn: (paperId: number) => call<Attempt>('Exam/Start', { method: 'POST', body: { PaperId: paperId } }),
    onSuccess: (a) => {
      queryClient.setQueryData(examKeys.attempt(a.Id), a)
      void queryClient.invalidateQueries({ queryKey: examKeys.mine })
      void navigate({ to: '/my_exams', search: { attempt: a.Id } })
    },
  })
  const stateText = (p: MyPaper) => ({ Open: t`To do`, InProgress: t`In progress`, Done: t`Done`, Overdue: t`Deadline passed` })[p.State]
  return (
    <main className={PAGE} data-testid="my-exams">
      <Title />
      {start.error ? <Alert>{failureText(start.error)}</Alert> : null}
      {papers.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      ) : papers.error ? (
        <Alert>{failureText(papers.error)}</Alert>
      ) : papers.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center text-sm text-neutral-600">
          <Trans>No paper is assigned to you.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {papers.data.map((p) => (
            <li
              key={p.PaperId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
              data-testid="my-paper"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{p.Title}</span>
                <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600">
                  <span>{p.Kind === 2 ? <Trans>Exam</Trans> : <Trans>Questionnaire</Trans>}</span>
                  {p.TimeLimit ? <span>{t`${p.TimeLimit} minutes`}</span> : null}
                  {p.Kind === 2 ? <span>{t`Pass mark ${p.PassMark}`}</span> : null}
                  {p.Deadline ? <span>{t`Deadline ${format.dateTime(p.Deadline)}`}</span> : null}
                  <span>{t`Attempts ${p.Used} of ${p.Attempts}`}</span>
                </span>
                {p.Last && p.Last.Status !== 'Started' && p.Kind === 2 ? (
                  <span className="text-sm" data-testid="my-paper-score" data-total={p.Last.Total}>
                    {p.Last.Status === 'Expired' ? t`Time ran out` : t`Score ${p.Last.Total} of ${p.Last.MaxTotal}`}
                    {p.Last.Pending ? ` · ${t`${p.Last.Pending} answers still to be scored`}` : ''}
                  </span>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    p.State === 'Done'
                      ? 'bg-emerald-50 text-emerald-700'
                      : p.State === 'Overdue'
                        ? 'bg-neutral-100 text-neutral-600'
                        : 'bg-indigo-50 text-indigo-700',
                  )}
                >
                  {stateText(p)}
                </span>
                {p.Last && p.Last.Status !== 'Started' ? (
                  <Button variant="outline" size="sm" onClick={() => void navigate({ to: '/my_exams', search: { attempt: p.Last!.Id } })}>
                    <Trans>See result</Trans>
                  </Button>
                ) : null}
                {p.CanStart ? (
                  <Button size="sm" data-testid="my-paper-start" disabled={start.isPending} onClick={() => start.mutate(p.PaperId)}>
                    {p.State === 'InProgress' ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

/** Seconds left on the attempt, by the server's clock (its `Now` against ours when it answered). */
function useCountdown(a: Attempt | undefined) {
  const offset = useRef(0)
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    if (!a || a.Status !== 'Started' || !a.EndTime) return
    offset.current = a.Now - Math.floor(Date.now() / 1000)
    const tick = () => setLeft(Math.max(0, a.EndTime - (Math.floor(Date.now() / 1000) + offset.current)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [a])
  return left
}

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`

function ExamAttempt({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useQuery(attemptQuery(id))
  const a = query.data
  const [answers, setAnswers] = useState<Record<number, { Choice: string[]; Text: string }>>({})
  const left = useCountdown(a)
  const submit = useMutation({
    mutationFn: () =>
      call<Attempt>('Exam/Submit', {
        method: 'POST',
        body: { Id: id, Answers: Object.entries(answers).map(([q, v]) => ({ QuestionId: Number(q), Choice: v.Choice, Text: v.Text })) },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(examKeys.attempt(id), data)
      void queryClient.invalidateQueries({ queryKey: examKeys.mine })
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: examKeys.attempt(id) }),
  })
  // Time up: hand in what is there (the server still takes it within its grace).
  const sent = useRef(false)
  useEffect(() => {
    if (left === 0 && !sent.current && a?.Status === 'Started') {
      sent.current = true
      submit.mutate()
    }
  }, [left, a, submit])

  if (query.isPending)
    return (
      <main className={PAGE}>
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      </main>
    )
  if (query.error || !a)
    return (
      <main className={PAGE}>
        <Alert>{failureText(query.error)}</Alert>
      </main>
    )
  const set = (q: number, patch: Partial<{ Choice: string[]; Text: string }>) =>
    setAnswers((prev) => ({ ...prev, [q]: { Choice: [], Text: '', ...prev[q], ...patch } }))
  const typeLabel = (type: number) => {
    const o = QUESTION_TYPE_OPTIONS.find((x) => x.value === type)
    return o ? i18n._(o.label) : ''
  }
  const open = a.Status === 'Started'
  return (
    <main className={PAGE} data-testid="exam-attempt">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          {a.Title}
        </h1>
        {open && left !== null ? (
          <span
            className={cn(
              'flex items-center gap-2 rounded-md px-3 py-1 font-mono text-lg tabular-nums',
              left < 60 ? 'bg-red-50 text-red-700' : 'bg-neutral-100 text-neutral-800',
            )}
            data-testid="exam-timer"
            role="timer"
            aria-label={t`Time left`}
          >
            <Clock className="size-4" aria-hidden />
            {clock(left)}
          </span>
        ) : null}
      </div>
      {submit.error ? <Alert>{failureText(submit.error)}</Alert> : null}
      {!open ? <ResultBanner a={a} /> : null}
      <ol className="flex flex-col gap-4">
        {a.Questions.map((q, i) => {
          const mine = open ? answers[q.Id] : a.Answers[String(q.Id)]
          const mark = a.Marks[String(q.Id)]
          const options = q.Type === QUESTION_TYPES.trueFalse ? [t`True`, t`False`] : q.Options
          return (
            <li
              key={q.Id}
              className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
              data-testid="exam-question"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium">
                  {i + 1}. {q.Title}
                </p>
                <span className="shrink-0 text-xs text-neutral-500">
                  {typeLabel(q.Type)} · {t`${q.Points} points`}
                </span>
              </div>
              {isChoice(q.Type) || q.Type === QUESTION_TYPES.trueFalse ? (
                <div className="flex flex-col gap-2" role={q.Type === QUESTION_TYPES.multiple ? 'group' : 'radiogroup'}>
                  {options.map((label, k) => {
                    const letter = OPTION_LETTERS[k]!
                    const checked = mine?.Choice.includes(letter) ?? false
                    return (
                      <label
                        key={letter}
                        data-letter={letter}
                        className={cn(
                          'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                          checked ? 'border-indigo-400 bg-indigo-50' : 'border-neutral-200',
                          open && 'cursor-pointer',
                        )}
                      >
                        <input
                          type={q.Type === QUESTION_TYPES.multiple ? 'checkbox' : 'radio'}
                          name={`q-${q.Id}`}
                          checked={checked}
                          disabled={!open}
                          onChange={(e) => {
                            const prev = answers[q.Id]?.Choice ?? []
                            set(q.Id, {
                              Choice:
                                q.Type === QUESTION_TYPES.multiple
                                  ? e.target.checked
                                    ? [...prev, letter]
                                    : prev.filter((x) => x !== letter)
                                  : [letter],
                            })
                          }}
                        />
                        <span className="font-mono text-neutral-500">{letter}.</span>
                        <span>{label}</span>
                      </label>
                    )
                  })}
                </div>
              ) : (
                <textarea
                  className="min-h-24 rounded-md border border-neutral-300 px-3 py-2 text-sm"
                  value={mine?.Text ?? ''}
                  disabled={!open}
                  aria-label={t`Your answer`}
                  onChange={(e) => set(q.Id, { Text: e.target.value })}
                />
              )}
              {!open && a.Kind === 2 ? (
                <p
                  className={cn(
                    'flex items-center gap-1 text-sm',
                    mark === null ? 'text-amber-700' : mark === q.Points ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {mark === null ? (
                    <Clock className="size-4" aria-hidden />
                  ) : mark === q.Points ? (
                    <CheckCircle2 className="size-4" aria-hidden />
                  ) : (
                    <XCircle className="size-4" aria-hidden />
                  )}
                  {mark === null || mark === undefined ? t`Waiting for a scorer` : t`${mark} of ${q.Points} points`}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => void navigate({ to: '/my_exams', search: {} })}>
          <Trans>Back to my exams</Trans>
        </Button>
        {open ? (
          <Button data-testid="exam-submit" disabled={submit.isPending} onClick={() => submit.mutate()}>
            <Trans>Hand in</Trans>
          </Button>
        ) : null}
      </div>
    </main>
  )
}

function ResultBanner({ a }: { a: Attempt }) {
  const { t } = useLingui()
  if (a.Status === 'Expired') return <Alert>{t`Time ran out: the answers were not taken.`}</Alert>
  if (a.Kind !== 2)
    return (
      <p className="rounded-md bg-emerald-50 px-4 py-3 text-emerald-800" data-testid="exam-result">
        <Trans>Thank you: your answers were handed in.</Trans>
      </p>
    )
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-md px-4 py-3',
        a.Pending ? 'bg-amber-50 text-amber-900' : a.Passed ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
      )}
      data-testid="exam-result"
    >
      <span className="text-lg font-semibold" data-testid="exam-score" data-total={a.Total} data-max={a.MaxTotal} data-pending={a.Pending}>
        {t`Your score: ${a.Total} of ${a.MaxTotal}`}
      </span>
      <span className="text-sm">
        {a.Pending
          ? t`${a.Pending} short answers wait for a scorer; the score may still rise. Pass mark ${a.PassMark}.`
          : a.Passed
            ? t`Passed (pass mark ${a.PassMark}).`
            : t`Not passed (pass mark ${a.PassMark}).`}
      </span>
    </div>
  )
}

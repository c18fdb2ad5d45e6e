import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { call, examKeys, failureText, toScoreQuery, type ToScoreItem } from './paper-api.ts'

/** Short answers waiting for a scorer (paper:update): each beside its model answer, given points here. */
export function ToScorePage() {
  const { i18n } = useLingui()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const items = useQuery(toScoreQuery)
  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="to-score">
      <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      {items.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      ) : items.error ? (
        <p role="alert" className="text-sm text-red-700">
          {failureText(items.error)}
        </p>
      ) : items.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center text-sm text-neutral-600">
          <Trans>Nothing waits to be scored.</Trans>
        </p>
      ) : (
        <ul className="flex max-w-4xl flex-col gap-3">
          {items.data.map((item) => (
            <ScoreItem key={`${item.AttemptId}-${item.QuestionId}`} item={item} />
          ))}
        </ul>
      )}
    </main>
  )
}

function ScoreItem({ item }: { item: ToScoreItem }) {
  const { t } = useLingui()
  const format = useFormat()
  const queryClient = useQueryClient()
  const [points, setPoints] = useState('')
  const save = useMutation({
    mutationFn: () =>
      call('Exam/Score', {
        method: 'POST',
        body: { Id: item.AttemptId, Marks: [{ QuestionId: item.QuestionId, Points: Number(points) }] },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: examKeys.toScore })
      void queryClient.invalidateQueries({ queryKey: ['Paper'] })
    },
  })
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm" data-testid="to-score-item">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-neutral-600">
        <span>{item.PaperTitle}</span>
        <span>
          {item.AgentName} · {format.dateTime(item.SubmitTime)}
        </span>
      </div>
      <p className="font-medium">{item.Question}</p>
      <p className="rounded bg-neutral-50 px-3 py-2 text-sm whitespace-pre-wrap">{item.Text}</p>
      {item.ModelAnswer ? (
        <p className="text-sm text-neutral-600">
          <Trans>Model answer:</Trans> {item.ModelAnswer}
        </p>
      ) : null}
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          save.mutate()
        }}
      >
        <Input
          type="number"
          min={0}
          max={item.Points}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          className="w-24"
          aria-label={t`Points (at most ${item.Points})`}
        />
        <span className="text-sm text-neutral-600">{t`of ${item.Points}`}</span>
        <Button type="submit" size="sm" disabled={points === '' || save.isPending}>
          <Trans>Save score</Trans>
        </Button>
        {save.error ? (
          <span role="alert" className="text-sm text-red-700">
            {failureText(save.error)}
          </span>
        ) : null}
      </form>
    </li>
  )
}

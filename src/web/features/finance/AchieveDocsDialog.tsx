import { useInfiniteQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../kernel/web/components/ui/dialog.tsx'
import { achieveDocsQuery } from './achieve-api.ts'
import type { AchieveSearch } from './finance-search.ts'
import { CreditDocsTable } from './CreditDocs.tsx'

/**
 * The drill-down of an achievement figure: the documents behind one agent's or one department's
 * amount over a range (the page's, or one bucket of a chart), each opening on its list. The
 * achievement list and the achievement charts share it.
 */
export function AchieveDocsDialog({
  search,
  who,
  name,
  description,
  timeZone,
  onClose,
}: {
  /** The range and grouping: the page's address, or a bucket's two moments (`from`, `to`). */
  search: AchieveSearch
  who: number | undefined
  name: string | undefined
  description: string | undefined
  timeZone?: string
  onClose(): void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={!!who} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-4xl" data-testid="achieve-docs">
        <DialogHeader>
          <DialogTitle>{name !== undefined ? t`Documents behind ${name}` : t`Documents`}</DialogTitle>
          <DialogDescription>{description ?? null}</DialogDescription>
        </DialogHeader>
        {who ? <AchieveDocs search={search} who={who} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function AchieveDocs({ search, who, timeZone }: { search: AchieveSearch; who: number; timeZone?: string }) {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(achieveDocsQuery(search, who))
  const rows = data?.pages.flatMap((p) => p.rows) ?? []
  return (
    <CreditDocsTable
      rows={rows}
      timeZone={timeZone}
      pending={isPending}
      more={hasNextPage}
      loadingMore={isFetchingNextPage}
      onMore={() => void fetchNextPage()}
    />
  )
}

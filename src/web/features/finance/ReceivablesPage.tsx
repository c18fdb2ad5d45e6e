import { useNavigate, useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { invoiceResource, receiptResource, receivableResource } from '../../../shared/resources/receivable.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import type { RecordTab } from '../../../kernel/web/components/resource/ResourceDetail.tsx'
import { RelatedList } from '../../../kernel/web/components/resource/RelatedList.tsx'
import { ViewSwitch } from '../../../kernel/web/components/resource/ViewSwitch.tsx'
import { AgeingSummary } from './AgeingSummary.tsx'

/** The receivables, or every receipt recorded against them (`?book=receipts`). */
const BOOKS = { receivables: receivableResource, receipts: receiptResource } as const
type Book = keyof typeof BOOKS
const bookOf = (search: Record<string, unknown>): Book => (search.book === 'receipts' ? 'receipts' : 'receivables')

/** The definition the screen lists for its address (the loader prefetches the same). */
export const receivableBook = (search: Record<string, unknown>) => BOOKS[bookOf(search)]

/** A receivable's page: its receipts, and the invoices issued for it (a new one starts from it). */
const TABS: readonly RecordTab[] = [
  {
    key: 'receipts',
    label: <Trans>Receipts</Trans>,
    render: (row) => <RelatedList def={receiptResource} fixed={{ ReceivableId: row.Id }} />,
  },
  {
    key: 'invoices',
    label: <Trans>Invoices</Trans>,
    render: (row) => <RelatedList def={invoiceResource} fixed={{ ReceivableId: row.Id }} />,
  },
]

/**
 * Receivables (`/finance/income_list`): what each customer owes and has paid, document by
 * document, with the ageing of what is still owed under the same filters above the list.
 */
export function ReceivablesPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const book = bookOf(useSearch({ strict: false }))
  const items = [
    { key: 'receivables', label: <Trans>Receivables</Trans>, search: {} },
    { key: 'receipts', label: <Trans>Receipts</Trans>, search: { book: 'receipts' } },
  ] as const
  return (
    <ResourceListPage
      key={book}
      def={BOOKS[book]}
      views={<ViewSwitch to="/finance/income_list" items={items} current={book} label={t`Books`} testId="book" />}
      recordTabs={book === 'receivables' ? TABS : undefined}
      summary={
        book === 'receivables'
          ? (query) => (
              <AgeingSummary
                query={query}
                onBucket={(patch) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }) })}
              />
            )
          : undefined
      }
    />
  )
}

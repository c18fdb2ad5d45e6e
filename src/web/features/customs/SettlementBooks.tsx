import { useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { declareIncomeResource } from '../../../shared/resources/customs.ts'
import { settlementResource } from '../../../shared/resources/finance.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { ViewSwitch } from '../../../kernel/web/components/resource/ViewSwitch.tsx'

/** The FX settlements, or the foreign currency received that they draw on (`?book=income`). */
const BOOKS = { settlements: settlementResource, income: declareIncomeResource } as const
type Book = keyof typeof BOOKS
const bookOf = (search: Record<string, unknown>): Book => (search.book === 'income' ? 'income' : 'settlements')

/** The definition the settlement screen lists for its address (the loader prefetches the same). */
export const settlementBook = (search: Record<string, unknown>) => BOOKS[bookOf(search)]

export function SettlementBooks() {
  const { t } = useLingui()
  const book = bookOf(useSearch({ strict: false }))
  const items = [
    { key: 'settlements', label: <Trans>Settlements</Trans>, search: {} },
    { key: 'income', label: <Trans>Income received</Trans>, search: { book: 'income' } },
  ] as const
  return (
    <ResourceListPage
      key={book}
      def={BOOKS[book]}
      views={<ViewSwitch to="/exported/settlement" items={items} current={book} label={t`Books`} testId="book" />}
    />
  )
}

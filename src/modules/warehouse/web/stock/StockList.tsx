import { useNavigate, useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { stockBalanceResource, stockByPlaceResource, stockByProductResource } from '../../shared/stock.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { ViewSwitch } from '../../../../kernel/web/components/resource/ViewSwitch.tsx'

/** The stock as the ledger keeps it (per product × place × owner), or grouped by product or by place (`?group=`). */
const VIEWS = { none: stockBalanceResource, product: stockByProductResource, place: stockByPlaceResource } as const
type Group = keyof typeof VIEWS
export const groupOf = (search: Record<string, unknown>): Group =>
  search.group === 'product' || search.group === 'place' ? search.group : 'none'

/** The definition the stock screen lists for its address (the loader prefetches the same). */
export const stockView = (search: Record<string, unknown>) => VIEWS[groupOf(search)]

/**
 * A row opens what lies under it: a balance its ledger, a product's total the places holding it,
 * a place's total what it holds.
 */
export function StockList() {
  const navigate = useNavigate()
  const group = groupOf(useSearch({ strict: false }))
  const open = (search: Record<string, unknown>, to: '/stock/list' | '/stock/flows' = '/stock/list') =>
    void navigate({ to, search: search })
  return (
    <ResourceListPage
      key={group}
      def={VIEWS[group]}
      views={<GroupSwitch group={group} />}
      onOpen={(r) =>
        group === 'product'
          ? open({ ProductId: r.ProductId, WarehouseId: r.WarehouseId, OwnerId: r.OwnerId })
          : group === 'place'
            ? open({ PlaceId: r.PlaceId })
            : open({ ProductId: r.ProductId, PlaceId: r.PlaceId, OwnerId: r.OwnerId }, '/stock/flows')
      }
    />
  )
}

function GroupSwitch({ group }: { group: Group }) {
  const { t } = useLingui()
  const items = [
    { key: 'none', label: <Trans>Per place and owner</Trans>, search: {} },
    { key: 'product', label: <Trans>By product</Trans>, search: { group: 'product' } },
    { key: 'place', label: <Trans>By place</Trans>, search: { group: 'place' } },
  ] as const
  return <ViewSwitch to="/stock/list" items={items} current={group} label={t`Grouping`} testId="group" />
}

import { useNavigate, useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { stockBalanceResource, stockByPlaceResource, stockByProductResource } from '../../shared/stock.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { ViewSwitch } from '../../../../kernel/web/components/resource/ViewSwitch.tsx'
import { PLACE_KINDS } from '../../shared/warehouse.ts'
import { DisposeButton } from './DisposeButton.tsx'

/** The stock as the ledger keeps it (per product × place × owner), or grouped by product or by place (`?group=`). */
const VIEWS = {
  none: stockBalanceResource,
  product: stockByProductResource,
  place: stockByPlaceResource,
  quarantine: stockBalanceResource,
} as const
type Group = keyof typeof VIEWS
export const groupOf = (search: Record<string, unknown>): Group =>
  search.group === 'product' || search.group === 'place' || search.group === 'quarantine' ? search.group : 'none'
/** The quarantine view: the balances of the quarantine areas, each opening its way out. */
const QUARANTINE = { PlaceKind: PLACE_KINDS.quarantine }

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
  if (group === 'quarantine')
    return (
      <ResourceListPage
        key={group}
        def={stockBalanceResource}
        fixed={QUARANTINE}
        views={<GroupSwitch group={group} />}
        detailActions={(row) => <DisposeButton row={row} />}
      />
    )
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
    { key: 'quarantine', label: <Trans>Quarantine</Trans>, search: { group: 'quarantine' } },
  ] as const
  return <ViewSwitch to="/stock/list" items={items} current={group} label={t`Grouping`} testId="group" />
}

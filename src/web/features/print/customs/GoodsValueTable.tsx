import { Trans, useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import type { Facts } from './declaration.ts'
import { useGoodsColumns } from './goods-columns.tsx'
import { GoodsTable } from './GoodsTable.tsx'

/** The goods, their value and the totals with freight and insurance: the invoice's and the contract's table. */
export function GoodsValueTable({ f }: { f: Facts }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const fmt = useFormat()
  const col = useGoodsColumns()
  return (
    <GoodsTable
      lines={f.lines}
      className="text-[9pt]"
      testId="goods-lines"
      columns={[
        col.name(t`Description of goods`, (l) => l.Spec, 'text-[8pt]'),
        col.hsCode('w-20'),
        col.quantity(label('Num'), 'w-20', f, 'total-quantity'),
        col.price(`${label('Price')} (${f.currency})`, 'w-24'),
        col.amount(`${label('Amount')} (${f.currency})`, 'w-28', f, 'goods-total'),
      ]}
      summary={[
        { label: label('DeliveryExpenses'), value: fmt.money(f.freight) },
        { label: label('InsuranceExpenses'), value: fmt.money(f.insurance) },
        { label: <Trans>Grand total</Trans>, value: fmt.money(f.total, f.currency), grand: true, testId: 'grand-total' },
      ]}
    />
  )
}

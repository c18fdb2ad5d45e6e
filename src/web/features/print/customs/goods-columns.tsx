import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { DASH, num, type Facts, type Good } from './declaration.ts'
import type { GoodsColumn } from './GoodsTable.tsx'

/** The goods' name, and under it in small print what tells them apart (specification, barcode …). */
function GoodsName({ title, note, noteClass }: { title: string; note: string | undefined; noteClass: string }) {
  return (
    <>
      <div className="font-medium">{title}</div>
      {note ? <div className={`${noteClass} text-neutral-600`}>{note}</div> : null}
    </>
  )
}

/** A line's quantity in its legal units, one a line: "12 千克", then "3 个" where the goods have a second unit. */
function LegalQuantity({ l }: { l: Good }) {
  const fmt = useFormat()
  const units = [
    [l.Unit1, l.Num1],
    [l.Unit2, l.Num2],
  ].filter(([unit]) => unit)
  if (!units.length) return <>{DASH}</>
  return (
    <>
      {units.map(([unit, n], i) => (
        <div key={i} className="whitespace-nowrap">
          {fmt.number(num(n))} {unit}
        </div>
      ))}
    </>
  )
}

/**
 * The columns the goods tables have in common, each with its width on its document; the quantity
 * and amount columns add up the declaration's lines (`f`), `totalTestId` naming their sums.
 */
export function useGoodsColumns() {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const fmt = useFormat()
  return {
    name: (header: ReactNode, note: (l: Good) => string | undefined, noteClass: string): GoodsColumn => ({
      header,
      cell: (l) => <GoodsName title={l.Title} note={note(l)} noteClass={noteClass} />,
    }),
    hsCode: (width: string): GoodsColumn => ({ header: label('HsCode'), width, className: 'font-mono', cell: (l) => l.HsCode || DASH }),
    /** The quantity declared, in the line's unit. */
    quantity: (header: ReactNode, width: string, f: Facts, totalTestId?: string): GoodsColumn => ({
      header,
      width,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (l) => (
        <>
          {fmt.number(num(l.Num))} {l.Unit}
        </>
      ),
      total: fmt.number(f.quantity),
      totalTestId,
    }),
    legalQuantity: (width: string): GoodsColumn => ({
      header: t`Legal quantity`,
      width,
      align: 'right',
      cell: (l) => <LegalQuantity l={l} />,
    }),
    price: (header: ReactNode, width: string): GoodsColumn => ({ header, width, align: 'right', cell: (l) => fmt.money(num(l.Price)) }),
    amount: (header: ReactNode, width: string, f: Facts, totalTestId?: string): GoodsColumn => ({
      header,
      width,
      align: 'right',
      cell: (l) => fmt.money(num(l.Num) * num(l.Price)),
      total: fmt.money(f.goods),
      totalTestId,
    }),
  }
}

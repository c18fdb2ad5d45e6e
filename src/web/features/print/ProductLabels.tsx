import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { apiData } from '../../../kernel/web/lib/auth.ts'
import { Barcode, type Symbology } from '../../../kernel/web/components/print/Barcode.tsx'
import { Waiting } from '../../../kernel/web/components/print/PrintPage.tsx'
import { LabelSheet, labelCell } from '../../../kernel/web/components/print/LabelSheet.tsx'

type ProductLabel = { Id: number; Name: string; Spec: string; BarCode: string }

/** EAN-13 when the code is one (13 digits, its check digit right), else Code 128: what a product's own barcode usually is. */
function symbology(code: string): Symbology {
  if (!/^\d{13}$/.test(code)) return 'code128'
  const sum = [...code.slice(0, 12)].reduce((n, d, i) => n + Number(d) * (i % 2 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(code[12]) ? 'ean13' : 'code128'
}

/** Product labels: name, specification and the product's barcode, `copies` of each. */
export function ProductLabels({ ids, copies }: { ids: readonly number[]; copies: number }) {
  const { t } = useLingui()
  // The label texts alone (Product/Labels), which whoever receives or picks the goods may read.
  const labels = useQuery({
    queryKey: ['product', 'labels', ids.join(',')],
    queryFn: ({ signal }) => apiData<ProductLabel[]>('/Api/Product/Labels', { query: { Ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  })
  const rows = ids.length ? labels.data : []
  if (!rows) return <Waiting error={labels.error} />
  const shown = rows.flatMap((p) => Array.from({ length: copies }, (_, i) => ({ p, key: `${p.Id}:${i}` })))
  return (
    <LabelSheet title={t`Product labels`}>
      {shown.map(({ p, key }) => (
        <div key={key} className={labelCell} data-testid="product-label">
          <div className="line-clamp-2 text-center text-[9pt] leading-tight font-semibold">{p.Name}</div>
          {p.Spec ? <div className="text-[7pt] text-neutral-600">{p.Spec}</div> : null}
          {p.BarCode ? (
            <Barcode text={p.BarCode} type={symbology(p.BarCode)} height={9} className="w-[50mm]" />
          ) : (
            <div className="text-[8pt] text-red-700">
              <Trans>No barcode: give the product one first</Trans>
            </div>
          )}
        </div>
      ))}
    </LabelSheet>
  )
}

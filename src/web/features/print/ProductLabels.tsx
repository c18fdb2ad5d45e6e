import { useQueries } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { productResource } from '../../../shared/resources/product.ts'
import { detailQuery } from '../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../kernel/web/components/resource/row-lists.ts'
import { Barcode } from '../../../kernel/web/components/print/Barcode.tsx'
import { Waiting } from '../../../kernel/web/components/print/PrintPage.tsx'
import { LabelSheet, labelCell } from '../../../kernel/web/components/print/LabelSheet.tsx'

/** EAN-13 when the code is one (13 digits, its check digit right), else Code 128: what a product's own barcode usually is. */
function symbology(code: string) {
  if (!/^\d{13}$/.test(code)) return 'code128'
  const sum = [...code.slice(0, 12)].reduce((n, d, i) => n + Number(d) * (i % 2 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(code[12]) ? 'ean13' : 'code128'
}

/** Product labels: name, specification and the product's barcode, `copies` of each. */
export function ProductLabels({ ids, copies }: { ids: readonly number[]; copies: number }) {
  const { t } = useLingui()
  const products = useQueries({ queries: ids.map((id) => detailQuery(productResource, id)) })
  const failed = products.find((q) => q.error)?.error ?? null
  if (failed || products.some((q) => !q.data)) return <Waiting error={failed} />
  const shown = rowList(
    products.map((q) => q.data),
    { Id: rowNumber, Name: rowText, BarCode: rowText, Spec: rowText },
  ).flatMap((p) => Array.from({ length: copies }, (_, i) => ({ p, key: `${p.Id}:${i}` })))
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

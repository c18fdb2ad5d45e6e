import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { stateLabel } from '../../../kernel/shared/resources/labels.ts'
import type { Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../kernel/web/components/resource/row-lists.ts'

const LINK = { Id: rowNumber, Title: rowText, State: rowText }

/**
 * A backorder and its original link to each other: the record page names the document a backorder
 * continues, and the backorders a document left (the server answers both with the record).
 */
export function BackorderLinks({ def, row }: { def: ResourceDef; row: Row }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const origin = rowList(row.BackorderOrigin ? [row.BackorderOrigin] : [], LINK)[0]
  const backorders = rowList(row.Backorders, LINK)
  if (!origin && !backorders.length) return null
  const link = (d: { Id: number; Title: string; State: string }) => {
    const state = stateLabel(def, d.State)
    return (
      <Link
        key={d.Id}
        to={def.route}
        search={{ view: d.Id }}
        className="text-blue-700 hover:underline"
        data-testid={`backorder-link-${d.Id}`}
      >
        {`#${d.Id} ${d.Title || ''}`.trim()}
        <span className="ml-1 text-xs text-neutral-500">{state ? i18n._(state) : d.State}</span>
      </Link>
    )
  }
  return (
    <section className="flex flex-col gap-1 text-sm" data-testid="backorder-links" aria-label={t`Backorders`}>
      {origin ? (
        <p data-testid="backorder-of">
          <span className="text-neutral-500">
            <Trans>Backorder of</Trans>:
          </span>{' '}
          {link(origin)}
        </p>
      ) : null}
      {backorders.length ? (
        <p className="flex flex-wrap gap-x-2" data-testid="backorders">
          <span className="text-neutral-500">
            <Trans>Backorders left</Trans>:
          </span>
          {backorders.map(link)}
        </p>
      ) : null}
    </section>
  )
}

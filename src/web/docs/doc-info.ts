import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { Lifecycle } from '../../../machines/define.ts'
import { LIFECYCLE_BY_DOC } from '../../../machines/index.ts'
import { LIFECYCLE_DEFS } from '../../shared/lifecycle/labels.ts'
import type { ResourceDef } from '../../kernel/shared/resources/define.ts'
import { metaAt } from '../../kernel/web/shell/page-info.ts'
import { stateLabel } from '../../kernel/shared/resources/labels.ts'
import { DOC_LIST_ROUTES, isBoardDoc, type BoardDoc } from './doc-routes.ts'

export interface DocInfo {
  doc: BoardDoc
  lifecycle: Lifecycle
  def: ResourceDef
  list: (typeof DOC_LIST_ROUTES)[BoardDoc]
}

/** A lifecycle document's machine, resource definition and list screen; undefined for a name that is none. */
export function docInfo(doc: string): DocInfo | undefined {
  if (!isBoardDoc(doc)) return undefined
  const lifecycle = LIFECYCLE_BY_DOC[doc]
  const def = LIFECYCLE_DEFS.find((d) => d.name === doc)
  return lifecycle && def ? { doc, lifecycle, def, list: DOC_LIST_ROUTES[doc] } : undefined
}

/** A document type's name as its list screen's title ("Delivery orders"), translated. */
export function useDocTitle() {
  const router = useRouter()
  const { i18n } = useLingui()
  return (doc: BoardDoc) => {
    const meta = metaAt(router, DOC_LIST_ROUTES[doc])
    return meta ? i18n._(meta.title) : doc
  }
}

/** A state's translated label ("Waiting for stock"), or its name. */
export function useStateText(def: Pick<ResourceDef, 'options'>) {
  const { i18n } = useLingui()
  return (state: string) => {
    const label = stateLabel(def, state)
    return label ? i18n._(label) : state
  }
}

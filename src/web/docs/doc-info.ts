import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { ResourceDef } from '../../kernel/shared/resources/define.ts'
import type { ScreenAddress, WebDoc } from '../../kernel/web/module.tsx'
import { metaAt } from '../../kernel/web/shell/page-info.ts'
import { stateLabel } from '../../kernel/shared/resources/labels.ts'
import { APP_WEB } from '../app-modules.tsx'

/** A lifecycle document as its module declares it (machine, definition, list screen), with its name. */
export interface DocInfo extends WebDoc {
  doc: string
}

/** A lifecycle document's machine, resource definition and list screen; undefined for a name that is none. */
export function docInfo(doc: string): DocInfo | undefined {
  const found = Object.hasOwn(APP_WEB.docs, doc) ? APP_WEB.docs[doc] : undefined
  return found && { ...found, doc }
}

/** A lifecycle document's list screen: a board's state, a report's figure open there. */
export const docListScreen = (doc: string): ScreenAddress | undefined => docInfo(doc)?.list

/** A document type's name as its list screen's title ("Delivery orders"), translated. */
export function useDocTitle() {
  const router = useRouter()
  const { i18n } = useLingui()
  return (doc: string) => {
    const list = docListScreen(doc)
    const meta = list && metaAt(router, list)
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

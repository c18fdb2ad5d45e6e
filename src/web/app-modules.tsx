import { assembleWebModules, type WebModule } from '../kernel/web/module.tsx'
import { installPermissions } from '../kernel/shared/permissions.ts'
import { installQueues } from '../kernel/shared/lifecycle/queues.ts'
import { installBuiltinTexts } from '../kernel/shared/builtin-texts.ts'
import { BUILTIN_TEXTS } from '../shared/builtin-texts.ts'
import { APP_AREA_DOCS, APP_AREA_QUEUES, APP_AREA_REFERENCED } from './app-docs.ts'
import { APP_PERMISSIONS } from '../shared/permissions.ts'
import { blocksWidget } from './features/commerce/blocks-widget.tsx'
import { CUSTOMS_PAYLOAD_PARTS } from './features/customs/payload-views.tsx'
import { skuWidget } from './features/product/sku-widget.tsx'
import { PERMISSION_LABELS } from './features/system/permission-labels.ts'
import { settingValueWidget } from './features/system/setting-value.tsx'
import { QuotePanel } from './features/transfer/QuotePanel.tsx'

/**
 * The areas whose code still lives in the app's folders, as one module: their permission keys and
 * names, their lifecycle documents and queues, the product's, the page's and a setting's field widgets, the
 * transport area's shipping quote under a delivery's form, customs' payload views.
 */
const appAreas: WebModule = {
  name: 'app',
  docs: APP_AREA_DOCS,
  queues: APP_AREA_QUEUES,
  referenced: APP_AREA_REFERENCED,
  permissions: APP_PERMISSIONS,
  permissionLabels: PERMISSION_LABELS,
  widgets: { sku: skuWidget, blocks: blocksWidget, settingValue: settingValueWidget },
  formSlots: { Delivery: (form, row) => <QuotePanel form={form} row={row} /> },
  payloadParts: CUSTOMS_PAYLOAD_PARTS,
}

/** Every area module's web manifest, found by folder (src/modules/<area>/web/manifest.tsx), as its screens are. */
const found = import.meta.glob<WebModule>('../modules/*/web/manifest.tsx', { eager: true, import: 'webModule' })

/** The browser's modules put together (src/kernel/web/module.tsx), their permission table and queues installed. */
export const APP_WEB = assembleWebModules([appAreas, ...Object.values(found)])
installPermissions(APP_WEB.permissions)
installQueues(APP_WEB.queues)
installBuiltinTexts(BUILTIN_TEXTS)

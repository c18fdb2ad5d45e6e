import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { WAREHOUSE_PERMISSIONS } from '../shared/permissions.ts'

/** What the warehouse's permission resources are called in the role matrix. */
export const WAREHOUSE_PERMISSION_LABELS: Record<keyof typeof WAREHOUSE_PERMISSIONS, MessageDescriptor> = {
  warehouse: msg`Warehouses`,
  entry: msg`Inbound`,
  delivery: msg`Outbound`,
  stock: msg`Stock`,
}

import type { Action } from '../../../kernel/shared/permissions.ts'

/** The warehouse's permission resources and the actions each offers. */
export const WAREHOUSE_PERMISSIONS = {
  warehouse: ['view', 'create', 'update', 'delete'],
  // approve: accept goods beyond the warehouse's over-receipt tolerance.
  entry: ['view', 'create', 'update', 'delete', 'approve'],
  delivery: ['view', 'create', 'update', 'delete'],
  stock: ['view', 'create', 'update', 'delete', 'export'],
} as const satisfies Record<string, readonly Action[]>

type WarehousePermissions = typeof WAREHOUSE_PERMISSIONS

declare module '../../../kernel/shared/permissions.ts' {
  interface PermissionResources extends WarehousePermissions {}
}

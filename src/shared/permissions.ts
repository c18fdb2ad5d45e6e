import type { Action, PermissionTable } from '../kernel/shared/permissions.ts'

/**
 * The permission resources of the areas still in the app's folders, each area's table named
 * after its module (src/server/modules), with the actions each resource offers.
 */
export const CRM_PERMISSIONS = {
  client: ['view', 'create', 'update', 'delete', 'export'],
  attract: ['view', 'create', 'update', 'delete', 'export'],
} as const satisfies Record<string, readonly Action[]>
export const CHAT_PERMISSIONS = { chat: ['view', 'update'] } as const satisfies Record<string, readonly Action[]>
export const OFFERINGS_PERMISSIONS = {
  single: ['view', 'create', 'update', 'delete'],
  service: ['view', 'create', 'update', 'delete'],
  course: ['view', 'create', 'update', 'delete'],
  live: ['view', 'create', 'update', 'delete'],
  platform: ['view', 'create', 'update', 'delete'],
} as const satisfies Record<string, readonly Action[]>
export const COMMERCE_PERMISSIONS = {
  product: ['view', 'create', 'update', 'delete'],
  app: ['view', 'create', 'update', 'delete'],
  discount: ['view', 'create', 'update', 'delete'],
} as const satisfies Record<string, readonly Action[]>
export const TRADE_PERMISSIONS = { order: ['view', 'create', 'update', 'delete'] } as const satisfies Record<string, readonly Action[]>
export const CUSTOMS_PERMISSIONS = { declare: ['view', 'create', 'update', 'delete'] } as const satisfies Record<string, readonly Action[]>
export const HR_PERMISSIONS = {
  agent: ['view', 'create', 'update', 'delete', 'export'],
  department: ['view', 'create', 'update', 'delete'],
  role: ['view', 'create', 'update', 'delete'],
  user: ['view', 'create', 'update', 'delete', 'export'],
  subject: ['view', 'create', 'update', 'delete'],
} as const satisfies Record<string, readonly Action[]>
export const SYSTEM_PERMISSIONS = {
  setting: ['view', 'create', 'update', 'delete'],
  notice: ['view', 'create', 'update', 'delete'],
  ad: ['view', 'create', 'update', 'delete'],
  api: ['view', 'update'],
  help: ['view', 'create', 'update', 'delete'],
  exceptions: ['view'],
  security: ['view', 'update'],
  audit: ['view', 'export'],
} as const satisfies Record<string, readonly Action[]>
export const MEDIA_PERMISSIONS = { news: ['view', 'create', 'update', 'delete'] } as const satisfies Record<string, readonly Action[]>
export const EXAMS_PERMISSIONS = { paper: ['view', 'create', 'update', 'delete'] } as const satisfies Record<string, readonly Action[]>
export const TRANSFER_PERMISSIONS = { transfer: ['view', 'create', 'update', 'delete'] } as const satisfies Record<
  string,
  readonly Action[]
>
export const SCM_PERMISSIONS = { scm: ['view', 'create', 'update', 'delete'] } as const satisfies Record<string, readonly Action[]>
export const FINANCE_PERMISSIONS = { finance: ['view', 'create', 'update', 'export'] } as const satisfies Record<string, readonly Action[]>
export const DASHBOARD_PERMISSIONS = { chart: ['view'] } as const satisfies Record<string, readonly Action[]>

/** The permission resources of the areas still in the app's folders (their names: src/web/features/system/permission-labels.ts). */
export type AppAreaPermissions = typeof CRM_PERMISSIONS &
  typeof CHAT_PERMISSIONS &
  typeof OFFERINGS_PERMISSIONS &
  typeof COMMERCE_PERMISSIONS &
  typeof TRADE_PERMISSIONS &
  typeof CUSTOMS_PERMISSIONS &
  typeof HR_PERMISSIONS &
  typeof SYSTEM_PERMISSIONS &
  typeof MEDIA_PERMISSIONS &
  typeof EXAMS_PERMISSIONS &
  typeof TRANSFER_PERMISSIONS &
  typeof SCM_PERMISSIONS &
  typeof FINANCE_PERMISSIONS &
  typeof DASHBOARD_PERMISSIONS

declare module '../kernel/shared/permissions.ts' {
  interface PermissionResources extends AppAreaPermissions {}
}

/**
 * The tables of the areas still in the app's folders, in the module list's order: the browser
 * installs them with the area modules' (src/web/app-modules.tsx); the server installs the same
 * from its modules' manifests, and a test holds the two equal.
 */
export const APP_PERMISSIONS: PermissionTable = {
  ...SYSTEM_PERMISSIONS,
  ...CRM_PERMISSIONS,
  ...HR_PERMISSIONS,
  ...TRADE_PERMISSIONS,
  ...CUSTOMS_PERMISSIONS,
  ...SCM_PERMISSIONS,
  ...OFFERINGS_PERMISSIONS,
  ...COMMERCE_PERMISSIONS,
  ...FINANCE_PERMISSIONS,
  ...MEDIA_PERMISSIONS,
  ...EXAMS_PERMISSIONS,
  ...CHAT_PERMISSIONS,
  ...TRANSFER_PERMISSIONS,
  ...DASHBOARD_PERMISSIONS,
}

/**
 * Permission keys are `resource:action`. A role holds keys; `*` grants every key
 * (the administrator). Resources register their keys here so the role matrix, the
 * server's guards and the client's menus all read one list.
 */
export const ACTIONS = ['view', 'create', 'update', 'delete', 'export'] as const
export type Action = (typeof ACTIONS)[number]

/** Resources and the actions each one offers, grouped as the menus group them. */
export const PERMISSION_RESOURCES = {
  // Customers and chat
  client: ['view', 'create', 'update', 'delete', 'export'],
  chat: ['view', 'update'],
  // Products and the markets sold through them
  single: ['view', 'create', 'update', 'delete'],
  product: ['view', 'create', 'update', 'delete'],
  order: ['view', 'create', 'update', 'delete'],
  service: ['view', 'create', 'update', 'delete'],
  course: ['view', 'create', 'update', 'delete'],
  live: ['view', 'create', 'update', 'delete'],
  platform: ['view', 'create', 'update', 'delete'],
  // Export services and customs declarations
  declare: ['view', 'create', 'update', 'delete'],
  // HR
  agent: ['view', 'create', 'update', 'delete', 'export'],
  department: ['view', 'create', 'update', 'delete'],
  role: ['view', 'create', 'update', 'delete'],
  user: ['view', 'create', 'update', 'delete', 'export'],
  // System
  setting: ['view', 'create', 'update', 'delete'],
  subject: ['view', 'create', 'update', 'delete'],
  notice: ['view', 'create', 'update', 'delete'],
  ad: ['view', 'create', 'update', 'delete'],
  api: ['view', 'update'],
  help: ['view', 'create', 'update', 'delete'],
  exceptions: ['view'],
  security: ['view', 'update'],
  // Media, investment attraction, questionnaires and exams
  news: ['view', 'create', 'update', 'delete'],
  attract: ['view', 'create', 'update', 'delete', 'export'],
  paper: ['view', 'create', 'update', 'delete'],
  // Overseas warehouse, transfer and logistics
  warehouse: ['view', 'create', 'update', 'delete'],
  transfer: ['view', 'create', 'update', 'delete'],
  entry: ['view', 'create', 'update', 'delete'],
  delivery: ['view', 'create', 'update', 'delete'],
  stock: ['view', 'create', 'update', 'delete', 'export'],
  // Supply chain
  scm: ['view', 'create', 'update', 'delete'],
  // Finance and reports
  finance: ['view', 'create', 'update', 'export'],
  chart: ['view'],
  // Mini-app and discounts
  app: ['view', 'create', 'update', 'delete'],
  discount: ['view', 'create', 'update', 'delete'],
} as const satisfies Record<string, readonly Action[]>

export type PermissionResource = keyof typeof PERMISSION_RESOURCES
export type PermissionKey = {
  [R in PermissionResource]: `${R}:${(typeof PERMISSION_RESOURCES)[R][number]}`
}[PermissionResource]

export const ALL_PERMISSIONS: readonly PermissionKey[] = Object.entries(PERMISSION_RESOURCES).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as PermissionKey),
)

/** The key of viewing a resource: every resource offers `view`. */
export const viewKey = (resource: PermissionResource): PermissionKey => `${resource}:view`

export const WILDCARD = '*'

export function isPermissionKey(value: string): value is PermissionKey {
  return ALL_PERMISSIONS.some((k) => k === value)
}

/** True when an access list grants the key. Used by the server's guard and the client's menus. */
export function can(access: readonly string[] | undefined | null, key: PermissionKey): boolean {
  if (!access) return false
  return access.includes(key) || access.includes(WILDCARD)
}

/** The keys an access list stands for, with the wildcard spelled out. */
export function expandAccess(access: readonly string[]): PermissionKey[] {
  if (access.includes(WILDCARD)) return [...ALL_PERMISSIONS]
  return access.filter(isPermissionKey)
}

/**
 * Data scope of a role: which records its agents see.
 * all: everything; subtree: own department and below; department: own department; own: own records.
 */
export const DATA_SCOPES = ['all', 'subtree', 'department', 'own', 'warehouse'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

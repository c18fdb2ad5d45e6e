/**
 * Permission keys are `resource:action`. A role holds keys; `*` grants every key
 * (the administrator). Each area declares its resources' keys (its manifest's `permissions`);
 * the app installs them, so the role matrix, the server's guards and the client's menus all read
 * one table.
 */
export const ACTIONS = ['view', 'create', 'update', 'delete', 'export', 'approve'] as const
export type Action = (typeof ACTIONS)[number]
/** Whether a key's second part is one of the actions. */
export const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a)

/** A permission resource's actions, by resource: what an area declares (its manifest carries the same table). */
export type PermissionTable = Readonly<Record<string, readonly Action[]>>

/**
 * The permission resources of the app's areas. Each area declares its own table and adds it here
 * by declaration merging, so a key is checked by the compiler wherever it is written:
 *
 *     declare module '…/kernel/shared/permissions.ts' { interface PermissionResources extends WarehousePermissions {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas (declaration merging)
export interface PermissionResources {}

export type PermissionResource = Extract<keyof PermissionResources, string>
export type PermissionKey = {
  [R in PermissionResource]: PermissionResources[R] extends readonly Action[] ? `${R}:${PermissionResources[R][number]}` : never
}[PermissionResource]

let installed: { table: PermissionTable; keys: readonly PermissionKey[] } = { table: {}, keys: [] }

/**
 * The app's permission table, installed once as it starts (the server from its modules'
 * manifests, the browser from its areas' tables), as the active language is: the kernel's guards,
 * role checks and matrix read it without knowing any area.
 */
export function installPermissions(table: PermissionTable): void {
  // The keys of the table the areas declared: the compiler knows them from the same declarations.
  const keys = Object.entries(table).flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`)) as PermissionKey[]
  installed = { table, keys }
}

/** The installed table: each permission resource with the actions it offers, in the areas' order. */
export const permissionTable = (): PermissionTable => installed.table

/** Every installed key (what `*` stands for). */
export const allPermissions = (): readonly PermissionKey[] => installed.keys

export const WILDCARD = '*'

export function isPermissionKey(value: string): value is PermissionKey {
  return installed.keys.some((k) => k === value)
}

/** True when an access list grants the key. Used by the server's guard and the client's menus. */
export function can(access: readonly string[] | undefined | null, key: PermissionKey): boolean {
  if (!access) return false
  return access.includes(key) || access.includes(WILDCARD)
}

/** True when the access list holds any one of the keys. */
export const canAny = (access: readonly string[] | undefined | null, keys: readonly PermissionKey[]) => keys.some((k) => can(access, k))

/** The keys an access list stands for, with the wildcard spelled out. */
export function expandAccess(access: readonly string[]): PermissionKey[] {
  if (access.includes(WILDCARD)) return [...installed.keys]
  return access.filter(isPermissionKey)
}

/**
 * Data scope of a role: which records its agents see.
 * all: everything; subtree: own department and below; department: own department; own: own records.
 */
export const DATA_SCOPES = ['all', 'subtree', 'department', 'own', 'warehouse'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

import { can, canAny, isPermissionKey, permissionTable, WILDCARD, type Action, type PermissionResource } from '../../shared/permissions.ts'
import { viewKeys, type ResourceDef } from '../../shared/resources/define.ts'

/**
 * Whether the access list allows an action on a resource, by the rule of `can`: a key the
 * resource does not offer (a log's `create`) is allowed by the wildcard only.
 */
export function canDo(access: readonly string[] | undefined | null, resource: PermissionResource, action: Action): boolean {
  const key = `${resource}:${action}`
  return isPermissionKey(key) ? can(access, key) : !!access?.includes(WILDCARD)
}

/**
 * Whether a list exports for this person, as the server registers its Export (resources/crud.ts):
 * by the resource's own export permission where it has one, else for whoever may view it.
 */
export function canExportList(access: readonly string[] | undefined | null, def: ResourceDef): boolean {
  const own = (permissionTable()[def.permission] ?? []).includes('export')
  return own ? canDo(access, def.permission, 'export') : canAny(access, viewKeys(def))
}

import { can, isPermissionKey, WILDCARD, type Action, type PermissionResource } from '../../shared/permissions.ts'

/**
 * Whether the access list allows an action on a resource, by the rule of `can`: a key the
 * resource does not offer (a log's `create`) is allowed by the wildcard only.
 */
export function canDo(access: readonly string[] | undefined | null, resource: PermissionResource, action: Action): boolean {
  const key = `${resource}:${action}`
  return isPermissionKey(key) ? can(access, key) : !!access?.includes(WILDCARD)
}

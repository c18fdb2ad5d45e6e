import { describe, expect, it } from 'vitest'
import {
  allPermissions,
  can,
  expandAccess,
  installPermissions,
  isPermissionKey,
  permissionTable,
} from '../../src/kernel/shared/permissions.ts'
import { APP_WEB } from '../../src/web/app-modules.tsx'
import { APP_MODULES } from '../../src/server/modules/index.ts'
import { WAREHOUSE_PERMISSIONS } from '../../src/modules/warehouse/shared/permissions.ts'
import { hashPassword, verifyPassword } from '../../src/kernel/server/lib/password.ts'

describe('permission keys', () => {
  it('are resource:action and unique', () => {
    const all = allPermissions()
    expect(all.length).toBeGreaterThan(100)
    expect(new Set(all).size).toBe(all.length)
    for (const k of all) expect(k).toMatch(/^[a-z]+:[a-z]+$/)
  })
  it('come from the areas: the server’s from its modules’ manifests, the browser’s the same, the warehouse’s from its folder', () => {
    // Importing the module list installed the server's table.
    expect(permissionTable()).toEqual(APP_MODULES.permissions)
    expect(APP_WEB.permissions).toEqual(APP_MODULES.permissions)
    expect(APP_WEB.modules.find((m) => m.name === 'warehouse')?.permissions).toBe(WAREHOUSE_PERMISSIONS)
    expect(APP_MODULES.modules.find((m) => m.name === 'warehouse')?.permissions).toBe(WAREHOUSE_PERMISSIONS)
    for (const m of APP_MODULES.modules)
      for (const r of m.resources ?? []) expect(Object.keys(APP_MODULES.permissions), r.def.name).toContain(r.def.permission)
  })
  it('are only those installed: the kernel knows none of its own', () => {
    try {
      installPermissions({ crate: ['view'] })
      expect(allPermissions()).toEqual(['crate:view'])
      expect(isPermissionKey('client:view')).toBe(false)
      expect(expandAccess(['*'])).toEqual(['crate:view'])
    } finally {
      installPermissions(APP_MODULES.permissions)
    }
  })
  it('can() grants a held key or the wildcard, nothing else', () => {
    expect(can(['client:view'], 'client:view')).toBe(true)
    expect(can(['client:view'], 'client:delete')).toBe(false)
    expect(can(['*'], 'agent:delete')).toBe(true)
    expect(can([], 'client:view')).toBe(false)
    expect(can(undefined, 'client:view')).toBe(false)
  })
  it('expandAccess spells out the wildcard and drops unknown keys', () => {
    expect(expandAccess(['*'])).toEqual(allPermissions())
    expect(expandAccess(['client:view', 'bogus:key'])).toEqual(['client:view'])
    expect(isPermissionKey('bogus:key')).toBe(false)
  })
})

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('secret123')
    const b = await hashPassword('secret123')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(await verifyPassword('secret123', a)).toBe(true)
    expect(await verifyPassword('secret124', a)).toBe(false)
    expect(await verifyPassword('secret123', 'garbage')).toBe(false)
  })
})

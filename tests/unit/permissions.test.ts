import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, can, expandAccess, isPermissionKey } from '../../src/kernel/shared/permissions.ts'
import { hashPassword, verifyPassword } from '../../src/kernel/server/lib/password.ts'

describe('permission keys', () => {
  it('are resource:action and unique', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length)
    for (const k of ALL_PERMISSIONS) expect(k).toMatch(/^[a-z]+:[a-z]+$/)
  })
  it('can() grants a held key or the wildcard, nothing else', () => {
    expect(can(['client:view'], 'client:view')).toBe(true)
    expect(can(['client:view'], 'client:delete')).toBe(false)
    expect(can(['*'], 'agent:delete')).toBe(true)
    expect(can([], 'client:view')).toBe(false)
    expect(can(undefined, 'client:view')).toBe(false)
  })
  it('expandAccess spells out the wildcard and drops unknown keys', () => {
    expect(expandAccess(['*'])).toEqual(ALL_PERMISSIONS)
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

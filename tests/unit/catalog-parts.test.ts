import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { catalogPartIds, firstLoadSources } from '../../scripts/catalog-parts.ts'

async function catalogEntries() {
  const config = getConfig({ cwd: path.resolve(import.meta.dirname, '../..') })
  const [catalog] = await getCatalogs(config)
  return catalog!.read('en-US')
}

// The client's catalog comes in two parts: the first load carries only the login page's and the
// shell's words, the rest comes before the first other screen opens (routes/__root.tsx).
describe('the catalog parts', () => {
  const first = firstLoadSources()

  it('count the modules of the first load, and no screen behind a route', () => {
    for (const f of [
      'src/web/main.tsx',
      'src/kernel/web/shell/AppShell.tsx',
      'src/kernel/web/shell/SideMenu.tsx',
      'src/web/features/auth/LoginPage.tsx',
      'src/web/features/home/HomePage.tsx',
      'src/web/routes/_app/client/list.tsx',
    ])
      expect(first, f).toContain(f)
    for (const f of [
      'src/web/features/finance/AchievePage.tsx',
      'src/kernel/web/components/resource/ResourceListPage.tsx',
      'src/shared/resources/client.ts',
      'src/web/features/chat/ChatConsole.tsx',
    ]) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../..', f)), f).toBe(true)
      expect(first, f).not.toContain(f)
    }
  })

  it('split every message once: the shell’s and the menu’s titles in the first, a screen’s in the second', async () => {
    const parts = await catalogPartIds()
    const read = Object.entries((await catalogEntries()) ?? {}).filter(([, e]) => !e.obsolete)
    const total = read.length
    expect(parts.core.size + parts.screens.size).toBe(total)
    for (const id of parts.core) expect(parts.screens.has(id)).toBe(false)
    // Most words belong to screens: the first load carries well under a third.
    expect(parts.core.size).toBeLessThan(total / 3)
    expect(parts.core.size).toBeGreaterThan(100)
    // By what they say: a menu title and the login's words first, a screen's own words later.
    const idOf = (message: string) => {
      const id = read.find(([, e]) => e.message === message)?.[0]
      expect(id, message).toBeDefined()
      return id
    }
    expect(parts.core).toContain(idOf('Consultations'))
    expect(parts.core).toContain(idOf('30 days'))
    expect(parts.screens).toContain(idOf('Ageing of what is still owed'))
  })
})

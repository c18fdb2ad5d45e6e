import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE } from '../../src/kernel/shared/locales.ts'
import { M } from '../../src/kernel/shared/messages.ts'
import { messageId } from '../../src/kernel/server/lib/i18n.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
type Catalog = Record<string, { message?: string; translation?: string; obsolete?: boolean }>

async function read(dir: string, locale: string): Promise<Catalog> {
  const file = path.join(dir, locale, 'messages.po')
  const parsed = await formatter().parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file })
  return Object.fromEntries(Object.entries(parsed ?? {}).filter(([, e]) => !e.obsolete)) as Catalog
}

/** Texts that are the same in a language as in English (names, codes), by locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {}

describe('translation catalogs', () => {
  it('hold every message the code uses, in all seven languages, each really translated', async () => {
    // Extract afresh from the code into a scratch directory and compare with what is committed.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-i18n-'))
    const config = path.join(ROOT, '.tmp-lingui.config.ts')
    fs.writeFileSync(
      config,
      fs
        .readFileSync(path.join(ROOT, 'lingui.config.ts'), 'utf8')
        .replace("'<rootDir>/src/shared/locales/{locale}/messages'", JSON.stringify(`${scratch}/{locale}/messages`)),
    )
    try {
      const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--config', config], {
        cwd: ROOT,
        encoding: 'utf8',
      })
      expect(res.status, res.stderr).toBe(0)
      const fromCode = Object.keys(await read(scratch, SOURCE_LOCALE)).sort()
      expect(fromCode.length).toBeGreaterThan(20)
      for (const d of Object.values(M)) expect(fromCode).toContain(messageId(d))

      const committedDir = path.join(ROOT, 'src/shared/locales')
      // Entries with an explicit id (the server's) keep their English text in the source catalog.
      const source = await read(committedDir, SOURCE_LOCALE)
      const english = (id: string) => source[id]?.message ?? source[id]?.translation ?? ''
      for (const locale of LOCALES) {
        const catalog = await read(committedDir, locale)
        const missing = fromCode.filter((id) => !catalog[id])
        expect(missing, `${locale} lacks messages; run npm run i18n:extract and translate`).toEqual([])
        if (locale === SOURCE_LOCALE) continue
        const untranslated = fromCode.filter((id) => !catalog[id]?.translation?.trim())
        expect(untranslated.map(english), `${locale} has untranslated messages`).toEqual([])
        const copies = fromCode.filter((id) => {
          const text = english(id)
          // Placeholder names are not words: a text of placeholders alone has nothing to translate.
          return (
            /[A-Za-z]{3}/.test(text.replace(/\{\w+\}/g, '')) &&
            catalog[id]!.translation === text &&
            !SAME_AS_ENGLISH[locale]?.includes(text)
          )
        })
        expect(copies.map(english), `${locale} copies the English text instead of translating`).toEqual([])
        // Placeholders survive translation.
        for (const id of fromCode) {
          const vars = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
          expect(vars(catalog[id]!.translation!), `${locale}: ${english(id)}`).toEqual(vars(english(id)))
        }
      }
    } finally {
      fs.rmSync(config, { force: true })
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  }, 60_000)
})

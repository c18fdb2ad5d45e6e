import { describe, expect, it } from 'vitest'
import { relativeSpec } from '../../scripts/move-files.ts'

// A moved file's imports keep the style they were written in, read from where the file stood.
describe('move-files rewrites an import in the style it was written', () => {
  it('keeps the extension when both the importing file and its target move', () => {
    const spec = relativeSpec(
      '/r/src/kernel/server/lib/x.ts',
      '/r/src/kernel/shared/m.ts',
      '../../shared/m.ts',
      '/r/src/server/lib/x.ts',
      '/r/src/shared/m.ts',
    )
    expect(spec).toBe('../../shared/m.ts')
  })

  it('keeps a specifier without extension, and a folder index, as they were', () => {
    expect(relativeSpec('/r/a/b/x.ts', '/r/c/m.ts', '../c/m', '/r/a/x.ts', '/r/c/m.ts')).toBe('../../c/m')
    expect(relativeSpec('/r/a/b/x.ts', '/r/c/index.ts', './c', '/r/x.ts', '/r/c/index.ts')).toBe('../../c')
  })
})

/**
 * Moves files or folders and rewrites every relative import that names them, in the moved files
 * and in the rest of the tree: `tsx scripts/move-files.ts FROM TO [FROM TO …]`. A FROM that is a
 * folder moves everything under it. The moves go through `git mv`, so history follows them.
 *
 * Written here rather than taken from a refactoring library: the project's imports are plain
 * relative paths with extensions, and this is the one operation needed (what an editor's "move
 * file" does, for many files at once, from the command line).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
// `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `new URL('…', import.meta.url)`.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g

function tracked(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  return out
    .split('\n')
    .filter(Boolean)
    .map((f) => path.join(ROOT, f))
    .filter((f) => fs.existsSync(f))
}

/** The file a specifier names, as written or with the extensions the bundler tries. */
function resolveFile(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

export function relativeSpec(fromFile: string, target: string, original: string, originalFile: string, originalTarget: string): string {
  let rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/')
  if (!rel.startsWith('.')) rel = `./${rel}`
  // Keep the specifier's own style: no extension, or a folder's index, as it was written (read
  // from where the importing file stood when it was written).
  const written = path.resolve(path.dirname(originalFile), original)
  if (written !== originalTarget) {
    if (originalTarget === path.join(written, 'index.ts')) rel = rel.replace(/\/index\.ts$/, '')
    else rel = rel.replace(/\.(ts|tsx)$/, '')
  }
  return rel
}

export function planMoves(pairs: [string, string][], files: string[]): Map<string, string> {
  const moves = new Map<string, string>()
  for (const [from, to] of pairs) {
    const src = path.resolve(ROOT, from)
    const dst = path.resolve(ROOT, to)
    if (fs.existsSync(src) && fs.statSync(src).isDirectory()) {
      for (const f of files) if (f.startsWith(src + path.sep)) moves.set(f, path.join(dst, path.relative(src, f)))
    } else if (fs.existsSync(src)) {
      moves.set(src, dst)
    } else {
      throw new Error(`Nothing at ${from}`)
    }
  }
  return moves
}

function main() {
  const args = process.argv.slice(2)
  if (args.length === 0 || args.length % 2) throw new Error('usage: tsx scripts/move-files.ts FROM TO [FROM TO …]')
  const pairs: [string, string][] = []
  for (let i = 0; i < args.length; i += 2) pairs.push([args[i]!, args[i + 1]!])
  const files = tracked()
  const moves = planMoves(pairs, files)
  let rewritten = 0
  for (const file of files.filter((f) => SOURCE.test(f))) {
    const text = fs.readFileSync(file, 'utf8')
    const newFile = moves.get(file) ?? file
    const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
      const target = resolveFile(file, spec)
      if (!target) return whole
      const newTarget = moves.get(target) ?? target
      if (newTarget === target && newFile === file) return whole
      return `${lead}${quote}${relativeSpec(newFile, newTarget, spec, file, target)}${quote}`
    })
    if (next !== text) {
      fs.writeFileSync(file, next)
      rewritten++
    }
  }
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to], { cwd: ROOT })
  }
  console.log(`moved ${moves.size} files, rewrote imports in ${rewritten}`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()

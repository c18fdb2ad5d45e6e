/**
 * Counts the type casts in product code (src/ and machines/, generated files aside): `x as T`
 * (not `as const`), `<T>x`, and non-null assertions `x!`. Each one is a place where the types
 * stop helping; the count is meant to fall. `--list` prints where they are, `--max N` fails
 * above N.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOTS = ['src', 'machines']
const GENERATED = /\.gen\.ts$|[/\\]migrations[/\\]/

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return files(p)
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) && !GENERATED.test(p) ? [p] : []
  })
}

export interface CastCount {
  as: number
  asNever: number
  nonNull: number
  where: string[]
}

export function countCasts(roots = ROOTS): CastCount {
  const out: CastCount = { as: 0, asNever: 0, nonNull: 0, where: [] }
  for (const file of roots.flatMap(files)) {
    const text = fs.readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const at = (n: ts.Node, kind: string) => {
      const { line } = source.getLineAndCharacterOfPosition(n.getStart())
      out.where.push(`${file}:${line + 1} ${kind}`)
    }
    const visit = (n: ts.Node) => {
      if (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) {
        const type = n.type.getText(source)
        if (type !== 'const') {
          out.as++
          if (type === 'never') out.asNever++
          at(n, `as ${type.length > 40 ? type.slice(0, 40) + '…' : type}`)
        }
      } else if (ts.isNonNullExpression(n)) {
        out.nonNull++
        at(n, '!')
      }
      ts.forEachChild(n, visit)
    }
    visit(source)
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const c = countCasts()
  if (process.argv.includes('--list')) for (const w of c.where) console.log(w)
  console.log(`casts in product code: ${c.as} (${c.asNever} of them \`as never\`), non-null assertions: ${c.nonNull}`)
  const max = process.argv.indexOf('--max')
  if (max > 0 && c.as > Number(process.argv[max + 1])) {
    console.error(`more than ${process.argv[max + 1]} casts`)
    process.exit(1)
  }
}

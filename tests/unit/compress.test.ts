import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compress } from '../../src/kernel/server/lib/compress.ts'

describe('compressing answers', () => {
  const page = (n: number, name: string) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ Id: i, Name: `${name} ${i}`, DepartmentName: '销售一部' })))

  it('sends the parts one after another, exactly, in either encoding', () => {
    const parts = ['{"Result":true,"Data":', page(200, '王五'), ',"Count":200}']
    const whole = parts.join('')
    expect(brotliDecompressSync(compress(parts, 'br', 'dynamic')).toString()).toBe(whole)
    expect(gunzipSync(compress(parts, 'gzip', 'dynamic')).toString()).toBe(whole)
    expect(brotliDecompressSync(compress(whole, 'br', 'dynamic')).toString()).toBe(whole)
  })

  it('keeps no answer in another: each is whole after a larger one, a smaller one and one past the kept buffer', () => {
    const texts = [page(3000, 'Zhang 张'), page(2, 'Li'), 'x'.repeat(2_000_000) + '😀'.repeat(10), page(50, 'Wang')]
    const out = texts.map((t) => compress(t, 'br', 'dynamic'))
    // Decompressed only after all were made: a result that shared the buffer it was made from would show it.
    out.forEach((b, i) => expect(brotliDecompressSync(b).toString()).toBe(texts[i]))
  })

  it('compresses a body of bytes as it is', () => {
    const bytes = Buffer.from(page(10, 'Chen'))
    expect(brotliDecompressSync(compress(bytes, 'br', 'static')).equals(bytes)).toBe(true)
  })
})

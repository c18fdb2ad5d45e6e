import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { serve } from '@hono/node-server'
import { chunked, contentDisposition, csvField, exportResponse } from '../../src/kernel/server/lib/export.ts'
import { exportRows } from '../../src/kernel/server/resources/export.ts'
import { columnName, xmlEscape } from '../../src/kernel/server/lib/xlsx.ts'
import { zip } from '../../src/kernel/server/lib/zip.ts'

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

/** Reads an archive with Python's zipfile (a reader we did not write): names, CRC check, parsed XML. */
function readZip(bytes: Uint8Array, script: string): unknown {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-zip-'))
  const file = path.join(dir, 'a.zip')
  fs.writeFileSync(file, bytes)
  try {
    const program = `
import json, sys, zipfile
import xml.etree.ElementTree as ET
z = zipfile.ZipFile(sys.argv[1])
bad = z.testzip()
out = {"names": z.namelist(), "bad": bad}
${script}
print(json.dumps(out))
`
    const res = spawnSync('python3', ['-c', program, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    expect(res.status, res.stderr).toBe(0)
    return JSON.parse(res.stdout)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function* generate<T>(n: number, make: (i: number) => T, counter?: { produced: number }) {
  for (let i = 0; i < n; i++) {
    if (counter) counter.produced++
    yield make(i)
  }
}

const COLUMNS = [
  { key: 'Id', header: '编号' },
  { key: 'Name', header: 'Name' },
  { key: 'Note', header: 'Note' },
]

describe('CSV export', () => {
  it('quotes fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(12.5)).toBe('12.5')
    expect(csvField(-3)).toBe('-3') // a real number is not a formula
    expect(csvField(true)).toBe('true')
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      const field = csvField(text)
      expect(field.replace(/^"/, '').startsWith("'"), JSON.stringify(text)).toBe(true)
    }
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvField('a=b')).toBe('a=b')
  })

  it('answers a UTF-8 file with a BOM, the header row, CRLF lines and the download headers', async () => {
    const res = exportResponse({
      format: 'csv',
      filename: '客户列表',
      columns: COLUMNS,
      rows: generate(2, (i) => ({ Id: i + 1, Name: i ? '张三, 李四' : '=cmd', Note: null })),
    })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const disposition = res.headers.get('content-disposition')!
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('客户列表.csv')}`)
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; /)
    const bytes = await bytesOf(res)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF编号,Name,Note\r\n1,\'=cmd,\r\n2,"张三, 李四",\r\n')
  })

  it('reads each cell with a column value function when one is given', async () => {
    const res = exportResponse({
      format: 'csv',
      filename: 'x.csv',
      columns: [{ key: 'Status', header: 'Status', value: (r: { Status: number }) => (r.Status === 1 ? 'On' : 'Off') }],
      rows: [{ Status: 1 }, { Status: 0 }],
    })
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"')
    expect(await res.text()).toBe('Status\r\nOn\r\nOff\r\n')
  })

  it('streams: the first bytes leave before the rows are all read, in many chunks', async () => {
    const counter = { produced: 0 }
    const res = exportResponse({
      format: 'csv',
      filename: 'big',
      columns: COLUMNS,
      rows: generate(20_000, (i) => ({ Id: i, Name: `name ${i}`, Note: 'x'.repeat(20) }), counter),
    })
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    expect(counter.produced).toBeLessThan(20_000)
    let chunks = 1
    let size = first.value!.length
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks++
      size += value.length
    }
    expect(counter.produced).toBe(20_000)
    expect(chunks).toBeGreaterThan(5)
    expect(size).toBeGreaterThan(20_000 * 30)
  })
})

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and an RFC 5987 filename* for other names', () => {
    expect(contentDisposition('report.xlsx')).toBe('attachment; filename="report.xlsx"')
    expect(contentDisposition('订单 "2024".xlsx')).toBe(
      `attachment; filename="__ _2024_.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95%20%222024%22.xlsx`,
    )
    expect(contentDisposition("it's (1).csv")).toBe(`attachment; filename="it's (1).csv"`)
    expect(contentDisposition('100%.csv')).toContain("filename*=UTF-8''100%25.csv")
  })
})

describe('chunked', () => {
  it('pages through a query until a short page, never asking for more than a page at a time', async () => {
    const data = Array.from({ length: 25 }, (_, i) => i)
    const calls: [number, number][] = []
    const fetchPage = async (offset: number, limit: number) => {
      calls.push([offset, limit])
      return data.slice(offset, offset + limit)
    }
    const out: number[] = []
    for await (const x of chunked(fetchPage, 10)) out.push(x)
    expect(out).toEqual(data)
    expect(calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ])
    // An exact multiple needs one more (empty) page to know it is the end.
    calls.length = 0
    const twenty: number[] = []
    for await (const x of chunked(async (o, l) => (calls.push([o, l]), data.slice(0, 20).slice(o, o + l)), 10)) twenty.push(x)
    expect(twenty).toHaveLength(20)
    expect(calls).toHaveLength(3)
  })

  it('stops fetching when the reader stops', async () => {
    let fetched = 0
    const gen = chunked(async (o, l) => {
      fetched++
      return Array.from({ length: l }, (_, i) => o + i)
    }, 5)
    for await (const x of gen) if (x === 7) break
    expect(fetched).toBe(2)
  })
})

describe('XLSX export', () => {
  it('escapes XML and names columns', () => {
    expect(xmlEscape('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;')
    expect(xmlEscape('bell\u0007tab\tnl\n')).toBe('belltab\tnl\n')
    expect(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA'].map((_, i) => columnName([0, 25, 26, 51, 52, 701, 702][i]!))).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ])
  })

  it('is a valid Office Open XML package that a real ZIP reader opens', async () => {
    const res = exportResponse({
      format: 'xlsx',
      filename: '客户 <列表>',
      columns: [...COLUMNS, { key: 'Flag', header: 'Flag' }, { key: 'When', header: 'When' }],
      rows: [
        { Id: 1, Name: '张三 & <李四>', Note: '=1+1', Flag: true, When: new Date(Date.UTC(2024, 0, 1, 12)) },
        { Id: 2.5, Name: 'x\u0001y', Note: null, Flag: false, When: null },
      ],
    })
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('客户 <列表>.xlsx')}`)
    const bytes = await bytesOf(res)
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')

    const out = readZip(
      bytes,
      `
ns = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
for name in z.namelist():
    ET.fromstring(z.read(name))  # every part is well-formed XML
sheet = ET.fromstring(z.read("xl/worksheets/sheet1.xml"))
rows = []
for r in sheet.find("m:sheetData", ns).findall("m:row", ns):
    cells = []
    for c in r.findall("m:c", ns):
        t = c.get("t")
        text = c.find("m:is/m:t", ns).text if t == "inlineStr" else c.find("m:v", ns).text
        cells.append([c.get("r"), t, c.get("s"), text])
    rows.append(cells)
out["rows"] = rows
wb = ET.fromstring(z.read("xl/workbook.xml"))
out["sheet"] = wb.find("m:sheets/m:sheet", ns).get("name")
out["types"] = z.read("[Content_Types].xml").decode()
out["flags"] = [i.flag_bits for i in z.infolist()]
out["methods"] = [i.compress_type for i in z.infolist()]
`,
    ) as {
      names: string[]
      bad: string | null
      rows: [string, string | null, string | null, string][][]
      sheet: string
      types: string
      flags: number[]
      methods: number[]
    }

    expect(out.bad).toBeNull()
    expect(out.names).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ])
    expect(out.flags.every((f) => (f & 0x08) !== 0)).toBe(true) // data descriptors
    expect(out.methods.every((m) => m === 8)).toBe(true) // deflate
    expect(out.types).toContain('/xl/worksheets/sheet1.xml')
    expect(out.sheet).toBe('客户 <列表>')
    expect(out.rows[0]!.map((c) => [c[0], c[1], c[2], c[3]])).toEqual([
      ['A1', 'inlineStr', '1', '编号'],
      ['B1', 'inlineStr', '1', 'Name'],
      ['C1', 'inlineStr', '1', 'Note'],
      ['D1', 'inlineStr', '1', 'Flag'],
      ['E1', 'inlineStr', '1', 'When'],
    ])
    expect(out.rows[1]).toEqual([
      ['A2', null, null, '1'],
      ['B2', 'inlineStr', null, '张三 & <李四>'],
      ['C2', 'inlineStr', null, '=1+1'], // an inline string is never a formula
      ['D2', 'b', null, '1'],
      ['E2', null, '2', String(45292.5)],
    ])
    expect(out.rows[2]).toEqual([
      ['A3', null, null, '2.5'],
      ['B3', 'inlineStr', null, 'xy'],
      ['D3', 'b', null, '0'],
    ])
  })

  it('streams 20,000 rows in many chunks without reading them all first, and they all arrive', async () => {
    const counter = { produced: 0 }
    const res = exportResponse({
      format: 'xlsx',
      filename: 'big.xlsx',
      columns: COLUMNS,
      rows: generate(20_000, (i) => ({ Id: i, Name: `客户 ${i} ${Math.random().toString(36)}`, Note: `note ${i * 7}` }), counter),
    })
    const reader = res.body!.getReader()
    const parts: Uint8Array[] = []
    let producedAtFirst = -1
    const heapBefore = process.memoryUsage().heapUsed
    let heapPeak = heapBefore
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (producedAtFirst < 0) producedAtFirst = counter.produced
      parts.push(value)
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
    }
    expect(producedAtFirst).toBeLessThan(20_000)
    expect(parts.length).toBeGreaterThan(10)
    expect(counter.produced).toBe(20_000)
    // The deflated output is kept by this test; what the writer holds on top of it stays small.
    const total = parts.reduce((n, p) => n + p.length, 0)
    expect(heapPeak - heapBefore).toBeLessThan(total + 64 * 1024 * 1024)

    const bytes = new Uint8Array(total)
    let at = 0
    for (const p of parts) {
      bytes.set(p, at)
      at += p.length
    }
    const out = readZip(
      bytes,
      `
ns = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
sheet = ET.fromstring(z.read("xl/worksheets/sheet1.xml"))
rows = sheet.find("m:sheetData", ns).findall("m:row", ns)
out["count"] = len(rows)
last = rows[-1].findall("m:c", ns)
out["last"] = [last[0].find("m:v", ns).text, last[2].find("m:is/m:t", ns).text, rows[-1].get("r")]
`,
    ) as { bad: string | null; count: number; last: string[] }
    expect(out.bad).toBeNull()
    expect(out.count).toBe(20_001)
    expect(out.last).toEqual(['19999', `note ${19999 * 7}`, '20001'])
  }, 60_000)

  it('writes an archive whose entries stream from async sources', async () => {
    async function* parts() {
      yield 'hello '
      yield new TextEncoder().encode('world')
    }
    const chunks: Uint8Array[] = []
    for await (const c of zip([
      { name: 'a/hello.txt', data: parts() },
      { name: '中文.txt', data: '你好' },
      { name: 'empty.txt', data: '' },
    ]))
      chunks.push(c)
    const bytes = Buffer.concat(chunks)
    const out = readZip(bytes, `out["texts"] = [z.read(n).decode() for n in z.namelist()]`) as {
      names: string[]
      bad: null
      texts: string[]
    }
    expect(out.bad).toBeNull()
    expect(out.names).toEqual(['a/hello.txt', '中文.txt', 'empty.txt'])
    expect(out.texts).toEqual(['hello world', '你好', ''])
  })

  it('fails the download when the rows fail, and says so', async () => {
    const errors: unknown[] = []
    async function* failing() {
      yield { Id: 1, Name: 'a', Note: '' }
      throw new Error('database gone')
    }
    const res = exportResponse({ format: 'xlsx', filename: 'x', columns: COLUMNS, rows: failing(), onError: (e) => errors.push(e) })
    await expect(res.arrayBuffer()).rejects.toThrow('database gone')
    expect(errors).toHaveLength(1)
  })
})

describe('exportRows over HTTP', () => {
  const def = { name: 'Thing', columns: ['Id', 'Name'] } as unknown as Parameters<typeof exportRows>[0]['def']
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ Id: from + i, Name: `thing ${from + i}` }))

  it('reads the first page before answering: a failure there is an error, never an empty download', async () => {
    await expect(
      exportRows({ format: 'csv', lang: 'en-US', timeZone: 'Asia/Shanghai', def, page: async () => Promise.reject(new Error('refused')) }),
    ).rejects.toThrow('refused')
  })

  for (const format of ['csv', 'xlsx'] as const)
    it(`a ${format} download that fails after its first page ends as a broken transfer, not a complete file`, async () => {
      const app = new Hono()
      app.get('/x', () =>
        exportRows({
          format,
          lang: 'en-US',
          timeZone: 'Asia/Shanghai',
          def,
          page: async (offset, limit) => {
            if (offset > 0) throw new Error('database gone')
            return rows(1, limit)
          },
        }),
      )
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((r) => server.once('listening', r))
      const { port } = server.address() as AddressInfo
      try {
        const res = await fetch(`http://127.0.0.1:${port}/x`)
        expect(res.status).toBe(200)
        // The body never completes: undici reports the cut ("terminated"), as a browser marks the download failed.
        await expect(res.arrayBuffer()).rejects.toThrow()
      } finally {
        server.close()
      }
    })

  it('writes moments and days as the company reads them, never Unix seconds', async () => {
    const dated = {
      name: 'Dated',
      fields: {},
      columns: ['Id', 'CreateTime', 'NextFollowTime', 'Birthday'],
      widgets: { NextFollowTime: 'datetime', Birthday: 'date' },
    } as unknown as Parameters<typeof exportRows>[0]['def']
    // 2026-03-01 16:30 UTC is 2026-03-02 00:30 in Shanghai; 15:30 UTC is 23:30 the day before.
    const at = Date.UTC(2026, 2, 1, 16, 30) / 1000
    const res = await exportRows({
      format: 'csv',
      lang: 'en-US',
      timeZone: 'Asia/Shanghai',
      def: dated,
      page: async (offset) => (offset ? [] : [{ Id: 1, CreateTime: at, NextFollowTime: at - 3600, Birthday: at, Unset: 0 }]),
    })
    const text = await res.text()
    expect(text).toContain('1,2026-03-02 00:30,2026-03-01 23:30,2026-03-02')
    expect(text).not.toContain(String(at))
  })
})

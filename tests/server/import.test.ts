import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, count, eq, inArray, like } from 'drizzle-orm'
import { Agent, Client, ClientContact, Department, FieldChange, Role } from '../../src/server/db/schema/index.ts'
import { Product } from '../../src/modules/warehouse/server/schema.ts'
import { xlsx, type CellValue } from '../../src/kernel/server/lib/xlsx.ts'
import { readTable } from '../../src/kernel/server/lib/sheet-read.ts'
import { TOKEN_HEADER } from '../../src/kernel/shared/api.ts'
import type { ImportColumns, ImportOutcome } from '../../src/kernel/shared/schemas/import.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Outcome = ImportOutcome & { RejectedFile?: string }

async function workbook(header: string[], rows: CellValue[][]): Promise<Blob> {
  const chunks: Uint8Array[] = []
  for await (const c of xlsx({ header, rows })) chunks.push(c)
  return new Blob([Buffer.concat(chunks)])
}

/** Customers imported from a spreadsheet: columns mapped, every row checked as `Post` checks one, written all or nothing or the valid ones. */
describeDb(`spreadsheet import (${DB_KIND})`, () => {
  let s: TestServer
  let sales: string
  let salesId: number
  let supervisorName: string
  let warehouse: string

  beforeAll(async () => {
    s = await createTestServer()
    sales = await s.login(DEMO.sales)
    warehouse = await s.login(DEMO.warehouse)
    salesId = (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile)))[0]!.Id
    supervisorName = (await s.db.select({ Name: Agent.Name }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile)))[0]!.Name
  })
  afterAll(() => s?.close())

  async function post<T>(
    path: string,
    file: Blob,
    fields: Record<string, string> = {},
    opts: { token?: string; lang?: string; accept?: string } = {},
  ) {
    const form = new FormData()
    form.append('File', file, 'customers.xlsx')
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const headers: Record<string, string> = { lang: opts.lang ?? 'zh-CN', [TOKEN_HEADER]: opts.token ?? sales }
    if (opts.accept) headers.accept = opts.accept
    const res = await s.raw(path, { method: 'POST', body: form, headers })
    if (opts.accept) return { status: res.status, text: await res.text(), body: undefined as never }
    const body = (await res.json()) as { Result: boolean; Data: T; Message?: string }
    return { status: res.status, body, text: '' }
  }

  const tag = `导入${Date.now().toString(36)}`
  const HEADER = ['客户名称', '类型', '等级', '国家', '联系人', '联系电话', '联系邮箱', '协作业务员', '备注']
  function rows(n: number, bad: Record<number, (r: CellValue[]) => CellValue[]> = {}): CellValue[][] {
    return Array.from({ length: n }, (_, i) => {
      const r: CellValue[] = [
        `${tag}-${i}`,
        i % 2 ? '站点' : '企业',
        'B: active',
        i % 3 ? 'Malaysia' : '中国',
        `联系人${i}`,
        `139${String(i).padStart(8, '0')}`,
        `c${i}@example.com`,
        i % 4 ? '' : supervisorName,
        '',
      ]
      return bad[i] ? bad[i](r) : r
    })
  }
  const mine = async () =>
    Number(
      (
        await s.db
          .select({ n: count() })
          .from(Client)
          .where(and(like(Client.ClientName, `${tag}%`), eq(Client.Status, 1)))
      )[0]!.n,
    )

  it('reads the headings and guesses the mapping from the labels in any language; a worker without create may not', async () => {
    const file = await workbook(HEADER, rows(3))
    const res = await post<ImportColumns>('/Api/Client/ImportColumns', file)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = res.body.Data
    expect(data.Headers).toEqual(HEADER)
    expect(data.Total).toBe(3)
    expect(data.Sample[0]!.slice(0, 2)).toEqual([`${tag}-0`, '企业'])
    expect(data.Mapping).toMatchObject({
      ClientName: '客户名称',
      Type: '类型',
      Country: '国家',
      ClientPhone: '联系电话',
      CoAgentId: '协作业务员',
    })
    expect(data.Fields.find((f) => f.Field === 'ClientName')).toMatchObject({ Required: true })
    expect(data.Fields.some((f) => f.Field === 'File')).toBe(false)
    expect((await post('/Api/Client/ImportColumns', file, {}, { token: warehouse })).status).toBe(403)
    const junk = await post<null>('/Api/Client/ImportColumns', new Blob(['PK\u0003\u0004 not a workbook']))
    expect(junk.status).toBe(400)
    expect(junk.body.Message).toBe('文件既不是 XLSX 工作簿，也不是带标题行的 CSV 表格')
  })

  it('a dry run shows exactly the refused rows with reasons in zh-CN and writes nothing; all-or-nothing writes none; valid writes the rest', async () => {
    const bad: Record<number, (r: CellValue[]) => CellValue[]> = {
      3: (r) => ['', ...r.slice(1)],
      7: (r) => [r[0], '外星人', ...r.slice(2)],
      11: (r) => [...r.slice(0, 6), 'not-an-email', ...r.slice(7)],
      15: (r) => [...r.slice(0, 7), '查无此人', r[8]!],
      // The same name as row 2 (data row 1): a duplicate within the file.
      18: (r) => [`${tag}-1`, ...r.slice(1)],
    }
    const file = await workbook(HEADER, rows(20, bad))
    const cols = await post<ImportColumns>('/Api/Client/ImportColumns', file)
    const Mapping = JSON.stringify(cols.body.Data.Mapping)
    const before = await mine()

    const check = await post<Outcome>('/Api/Client/Import', file, { Mapping, Mode: 'check' })
    expect(check.status, JSON.stringify(check.body)).toBe(200)
    const dry = check.body.Data
    expect([dry.Total, dry.Valid, dry.Written, dry.RejectedCount]).toEqual([20, 15, 0, 5])
    expect(dry.Rejected.map((r) => r.Row)).toEqual([5, 9, 13, 17, 20])
    const reason = (row: number) => dry.Rejected.find((r) => r.Row === row)!.Errors[0]!
    expect(reason(5)).toMatchObject({ Field: 'ClientName', Label: '客户名称', Message: '此项为必填项' })
    expect(reason(9)).toMatchObject({ Field: 'Type', Message: '“外星人”不是此字段的可选值' })
    expect(reason(13)).toMatchObject({ Field: 'ClientEmail', Label: '联系邮箱' })
    expect(reason(17)).toMatchObject({ Field: 'CoAgentId', Message: '没有名为“查无此人”的记录' })
    expect(reason(20).Field).toBe('ClientName')
    expect(await mine()).toBe(before)

    // The rejected rows' file: the rows as they were, with why.
    const back = await readTable(Buffer.from(dry.RejectedFile!, 'base64'))
    expect(back.headers).toEqual(['行号', ...HEADER, '未导入的原因'])
    expect(back.rows.map((r) => r.cells[0])).toEqual([5, 9, 13, 17, 20])
    expect(String(back.rows[1]!.cells.at(-1))).toContain('外星人')

    const all = await post<Outcome>('/Api/Client/Import', file, { Mapping, Mode: 'all' })
    expect([all.body.Data.Written, all.body.Data.RejectedCount]).toEqual([0, 5])
    expect(await mine()).toBe(before)

    const valid = await post<Outcome>('/Api/Client/Import', file, { Mapping, Mode: 'valid' })
    expect([valid.body.Data.Written, valid.body.Data.RejectedCount]).toEqual([15, 5])
    expect(await mine()).toBe(before + 15)

    // Each as `Post` makes one: the importer's, its contact made, its creation in the history.
    const made = await s.db
      .select({
        Id: Client.Id,
        AgentId: Client.AgentId,
        Type: Client.Type,
        Level: Client.Level,
        Country: Client.Country,
        CoAgentId: Client.CoAgentId,
      })
      .from(Client)
      .where(like(Client.ClientName, `${tag}%`))
    expect(new Set(made.map((m) => m.AgentId))).toEqual(new Set([salesId]))
    const zero = made.find((m) => m.Id === Math.min(...made.map((x) => x.Id)))!
    expect([zero.Type, zero.Level, zero.Country]).toEqual([2, 2, 'CN'])
    expect(zero.CoAgentId).toBeGreaterThan(0)
    const ids = made.map((m) => m.Id)
    const contacts = await s.db.select({ n: count() }).from(ClientContact).where(inArray(ClientContact.ClientId, ids))
    expect(Number(contacts[0]!.n)).toBe(15)
    const history = await s.db
      .select({ n: count() })
      .from(FieldChange)
      .where(and(eq(FieldChange.Resource, 'Client'), inArray(FieldChange.RecordId, ids), eq(FieldChange.Action, 'create')))
    expect(Number(history[0]!.n)).toBe(15)

    // The next file with the same headings opens with this mapping, even where the guess would differ.
    const again = await post<ImportColumns>('/Api/Client/ImportColumns', file)
    expect(again.body.Data.Mapping).toEqual(JSON.parse(Mapping))
  })

  it('streams progress, then the outcome; a mapping naming what is not there is a 400 that writes nothing', async () => {
    const file = await workbook(
      HEADER,
      rows(300).map((r) => [`${tag}-s${String(r[0])}`, ...r.slice(1, 5), '', '', '', '']),
    )
    const res = await post(
      '/Api/Client/Import',
      file,
      { Mapping: JSON.stringify({ ClientName: '客户名称', Type: '类型' }), Mode: 'check' },
      { accept: 'application/x-ndjson' },
    )
    expect(res.status).toBe(200)
    const lines = res.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { Done?: number; Outcome?: Outcome })
    const progress = lines.filter((l) => l.Done !== undefined).map((l) => l.Done!)
    expect(progress.length).toBeGreaterThanOrEqual(50)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(lines.at(-1)!.Outcome).toMatchObject({ Total: 300, Valid: 300, Written: 0 })

    const before = await mine()
    const bad = await post<null>('/Api/Client/Import', file, { Mapping: JSON.stringify({ ClientName: '没有这一列' }), Mode: 'valid' })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toBe('文件中没有“没有这一列”这一列')
    expect((await post<null>('/Api/Client/Import', file, { Mapping: JSON.stringify({ AgentId: '客户名称' }) })).status).toBe(400)
    expect((await post<null>('/Api/Client/Import', file, { Mapping: '{"ClientName":', Mode: 'valid' })).status).toBe(400)
    expect((await post<null>('/Api/Client/Import', file, { Mapping: '{}', Mode: 'valid' })).status).toBe(400)
    expect(await mine()).toBe(before)
  })

  it('reads a CSV saved by a Chinese spreadsheet program (GB18030), and one in UTF-8 with its BOM', async () => {
    // "客户名称,类型 / 甲公司,企业 / 乙站点,招商（站点）" as a Chinese Windows saves it.
    const gb18030 = Buffer.from('bfcdbba7c3fbb3c62cc0e0d0cd0d0abcd7b9abcbbe2cc6f3d2b50d0ad2d2d5beb5e32cd5d0c9cca3a8d5beb5e3a3a90d0a', 'hex')
    const utf8 = new TextEncoder().encode('\ufeff客户名称,类型\r\n甲公司,企业\r\n乙站点,招商（站点）\r\n')
    for (const bytes of [gb18030, utf8]) {
      const file = new Blob([new Uint8Array(bytes)])
      const cols = await post<ImportColumns>('/Api/Client/ImportColumns', file)
      expect(cols.body.Data.Headers).toEqual(['客户名称', '类型'])
      expect(cols.body.Data.Sample).toEqual([
        ['甲公司', '企业'],
        ['乙站点', '招商（站点）'],
      ])
      const res = await post<Outcome>('/Api/Client/Import', file, {
        Mapping: JSON.stringify({ ClientName: '客户名称', Type: '类型' }),
        Mode: 'check',
      })
      expect(res.body.Data, JSON.stringify(res.body)).toMatchObject({ Total: 2, Valid: 2, Written: 0 })
    }
  })

  it('brings staff with their department and role named, who can then sign in, and products priced in units', async () => {
    const admin = await s.login(DEMO.admin)
    const [dept] = await s.db.select({ Name: Department.Name }).from(Department).where(eq(Department.Status, 1)).limit(1)
    const [role] = await s.db.select({ Title: Role.Title }).from(Role).where(eq(Role.Status, 1)).limit(1)
    const mobile = `139${String(Date.now()).slice(-8)}`
    const staff = await workbook(
      ['Staff name', 'Mobile', 'Team', 'Role', 'Password', 'Joined'],
      [[`${tag} 新同事`, mobile, dept!.Name, role!.Title, 'welcome123', '2026/3/1']],
    )
    const mapping = { Name: 'Staff name', Mobile: 'Mobile', DepartmentId: 'Team', RoleId: 'Role', Pwd: 'Password', JoinTime: 'Joined' }
    const made = await post<Outcome>('/Api/Agent/Import', staff, { Mapping: JSON.stringify(mapping), Mode: 'all' }, { token: admin })
    expect(made.body.Data, JSON.stringify(made.body)).toMatchObject({ Total: 1, Written: 1 })
    const [joined] = await s.db.select({ JoinTime: Agent.JoinTime }).from(Agent).where(eq(Agent.Mobile, mobile))
    // 1 March 2026 at midnight in the company's time zone (Asia/Shanghai).
    expect(Number(joined!.JoinTime)).toBe(Date.UTC(2026, 1, 28, 16) / 1000)
    expect(await s.login({ mobile, password: 'welcome123' })).toBeTruthy()

    const goods = await workbook(
      ['Name', 'Price', 'Stock'],
      [
        [`${tag} 保温杯`, '1,234.50', 12],
        [`${tag} 茶叶`, 'abc', 1],
      ],
    )
    const priced = await post<Outcome>(
      '/Api/Product/Import',
      goods,
      { Mapping: JSON.stringify({ Name: 'Name', Price: 'Price', Stock: 'Stock' }), Mode: 'valid' },
      { token: admin, lang: 'en-US' },
    )
    expect(priced.body.Data).toMatchObject({
      Written: 1,
      RejectedCount: 1,
      Rejected: [{ Row: 3, Errors: [{ Field: 'Price', Message: 'Enter a number' }] }],
    })
    const [cup] = await s.db
      .select({ Price: Product.Price, Stock: Product.Stock })
      .from(Product)
      .where(eq(Product.Name, `${tag} 保温杯`))
    expect(cup).toMatchObject({ Price: 123450, Stock: 12 })
  })
})

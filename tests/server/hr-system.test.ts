import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, Department, Help } from '../../src/server/db/schema/index.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { translate } from '../../src/kernel/server/lib/i18n.ts'
import { builtinSettingLabel } from '../../src/shared/lifecycle/setting-labels.ts'
import { queueTitle } from '../../src/kernel/shared/lifecycle/queues.ts'

type Row = Record<string, unknown> & { Id: number; Version: number }

/** The rules of the HR and system module beyond the generic contract (resource-contract.test.ts). */
describeDb('HR and system module rules', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  const call = <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
    s.call<T>(p, { token: admin, lang: 'en-US', ...opts })

  describe('departments', () => {
    it('Department/Post adds and, given an Id, edits, with the spec’s messages; Select lists them', async () => {
      const added = await call<{ Id: number }>('/Api/Department/Post', { body: { Name: 'Penang branch' } })
      expect(added.body).toMatchObject({ Result: true, Message: 'Added successfully' })
      const id = added.body.Data!.Id
      const edited = await call('/Api/Department/Post', { body: { Id: id, Name: 'Penang office' } })
      expect(edited.body).toMatchObject({ Result: true, Message: 'Edited successfully' })
      const select = await call<{ Id: number; Name: string }[]>('/Api/Department/Select', { query: { Size: 1000 } })
      expect(select.body.Data).toContainEqual({ Id: id, Name: 'Penang office', Path: 'Penang office' })
      const got = await call<Row>('/Api/Department/Get', { query: { Id: id } })
      expect(got.body.Data).toMatchObject({ Name: 'Penang office', Level: 1, Path: `/${id}/`, Version: 2 })
    })

    it('keeps the tree at most 7 levels deep and refuses a cycle, changing nothing', async () => {
      const ids: number[] = []
      for (let level = 1; level <= 7; level++) {
        const res = await call<{ Id: number }>('/Api/Department/Post', { body: { Name: `Level ${level}`, ParentId: ids.at(-1) ?? 0 } })
        expect(res.status, `level ${level}`).toBe(200)
        ids.push(res.body.Data!.Id)
      }
      const deepest = await call<Row>('/Api/Department/Get', { query: { Id: ids[6]! } })
      expect(deepest.body.Data).toMatchObject({ Level: 7, Path: `/${ids.join('/')}/` })

      const before = (await s.db.select().from(Department)).length
      const eighth = await call('/Api/Department/Post', { body: { Name: 'Level 8', ParentId: ids[6] } })
      expect(eighth.status).toBe(400)
      expect(eighth.body.Errors?.[0]?.Field).toBe('ParentId')
      expect((await s.db.select().from(Department)).length).toBe(before)

      // Moving level 2 (with its five levels below) under level 3 would be a cycle.
      const l2 = (await call<Row>('/Api/Department/Get', { query: { Id: ids[1]! } })).body.Data!
      const cycle = await call('/Api/Department/Update', { body: { Id: ids[1], Version: l2.Version, ParentId: ids[2] } })
      expect(cycle.status).toBe(400)
      // A new root with the 7-level branch moved under it would make 8 levels.
      const root = await call<{ Id: number }>('/Api/Department/Post', { body: { Name: 'New root' } })
      const l1 = (await call<Row>('/Api/Department/Get', { query: { Id: ids[0]! } })).body.Data!
      const tooDeep = await call('/Api/Department/Update', { body: { Id: ids[0], Version: l1.Version, ParentId: root.body.Data!.Id } })
      expect(tooDeep.status).toBe(400)
      expect((await call<Row>('/Api/Department/Get', { query: { Id: ids[6]! } })).body.Data).toMatchObject({
        Level: 7,
        Path: `/${ids.join('/')}/`,
      })

      // The parent picker offers exactly where a department may go: a new one under any but the
      // seventh level; level 2 (five levels below it) nowhere in its own branch and under no
      // department deeper than level 1.
      const offered = async (ParentOf: number) =>
        new Set(
          (await call<{ Id: number }[]>('/Api/Department/Select', { query: { Size: 1000, Pick: 1, ParentOf } })).body.Data!.map(
            (r) => r.Id,
          ),
        )
      const all = await s.db
        .select({ Id: Department.Id, Level: Department.Level, Path: Department.Path, Status: Department.Status })
        .from(Department)
      const live = all.filter((d) => d.Status !== -1)
      expect(await offered(0)).toEqual(new Set(live.filter((d) => d.Level < 7).map((d) => d.Id)))
      const branch = `/${ids.slice(0, 2).join('/')}/`
      expect(await offered(ids[1]!)).toEqual(new Set(live.filter((d) => !d.Path.startsWith(branch) && d.Level < 2).map((d) => d.Id)))
      expect((await offered(ids[1]!)).has(ids[0]!)).toBe(true)

      // A legal move carries the whole branch: level 6 and 7 under level 1.
      const l6 = (await call<Row>('/Api/Department/Get', { query: { Id: ids[5]! } })).body.Data!
      expect((await call('/Api/Department/Update', { body: { Id: ids[5], Version: l6.Version, ParentId: ids[0] } })).status).toBe(200)
      expect((await call<Row>('/Api/Department/Get', { query: { Id: ids[6]! } })).body.Data).toMatchObject({
        Level: 3,
        Path: `/${ids[0]}/${ids[5]}/${ids[6]}/`,
      })
    })
  })

  describe('staff', () => {
    it('checks the 18-character ID card and the mobile, never answers the password, and hashes it', async () => {
      const bad = await call('/Api/Agent/Post', { body: { Name: 'Siti', Mobile: '1390000', IdCard: '12345', DepartmentId: 1, RoleId: 1 } })
      expect(bad.status).toBe(400)
      expect(bad.body.Errors?.map((e) => e.Field).sort()).toEqual(['IdCard', 'Mobile'])
      const ok = await call<{ Id: number }>('/Api/Agent/Post', {
        body: { Name: 'Siti', Mobile: '13900001111', IdCard: '11010519491231002x', DepartmentId: 1, RoleId: 1, Pwd: 'siti1234' },
      })
      expect(ok.status).toBe(200)
      const got = await call<Row>('/Api/Agent/Get', { query: { Id: ok.body.Data!.Id } })
      expect(got.body.Data).not.toHaveProperty('Pwd')
      const [stored] = await s.db.select({ Pwd: Agent.Pwd }).from(Agent).where(eq(Agent.Id, ok.body.Data!.Id))
      expect(stored!.Pwd).not.toContain('siti1234')
      expect(await s.login({ mobile: '13900001111', password: 'siti1234' })).toBeTruthy()
      // A mobile number is changed by its owner with an SMS code, not by editing the record.
      const change = await call('/Api/Agent/Update', {
        body: { Id: ok.body.Data!.Id, Version: got.body.Data!.Version, Mobile: '13900002222' },
      })
      expect(change.status).toBe(400)
      expect(change.body.Errors?.[0]?.Field).toBe('Mobile')
    })

    it('filters staff by the spec’s list parameters (Role, Fid, Day, Value)', async () => {
      const byRole = await call<Row[]>('/Api/Agent/Index', { query: { Role: 1, Size: 100 } })
      expect(byRole.status).toBe(200)
      expect(byRole.body.Data!.every((a) => a.RoleId === 1)).toBe(true)
      const byFid = await call<Row[]>('/Api/Agent/Index', { query: { Fid: 1, Size: 100 } })
      expect(byFid.body.Data!.every((a) => a.DepartmentId === 1)).toBe(true)
      expect((await call<Row[]>('/Api/Agent/Index', { query: { Value: '13800000002' } })).body.Data!.map((a) => a.Mobile)).toEqual([
        '13800000002',
      ])
    })

    it('Agent/My answers the signed-in staff member; Agent/PostMessage reaches the recipient', async () => {
      const my = await call<Row>('/Api/Agent/My')
      expect(my.status).toBe(200)
      expect(my.body.Data!.Mobile).toBe(DEMO.admin.mobile)
      const sales = (await call<Row[]>('/Api/Agent/Index', { query: { Value: DEMO.sales.mobile } })).body.Data![0]!
      const sent = await call<{ Count: number }>('/Api/Agent/PostMessage', {
        body: { AgentId: sales.Id, Content: 'Please check the Jakarta inbound' },
      })
      expect(sent.body).toMatchObject({ Result: true, Data: { Count: 1 } })
      expect((await call('/Api/Message/Post', { body: { AgentId: 999999, Content: 'x' } })).status).toBe(404)
    })
  })

  describe('roles', () => {
    it('Role/SetAgents gives every staff member of a role the role’s permissions, and their access follows', async () => {
      const role = await call<{ Id: number }>('/Api/Role/Post', {
        body: { Title: 'Help desk', DataScope: 'all', Permission: ['notice:view'] },
      })
      const roleId = role.body.Data!.Id
      await call('/Api/Agent/Post', {
        body: { Name: 'Desk', Mobile: '13900003333', DepartmentId: 1, RoleId: roleId, Pwd: 'desk1234', Permission: [] },
      })
      const desk = await s.login({ mobile: '13900003333', password: 'desk1234' })
      expect((await s.call('/Api/Help/Index', { token: desk })).status).toBe(403)
      const r = (await call<Row>('/Api/Role/Get', { query: { Id: roleId } })).body.Data!
      expect(
        (await call('/Api/Role/Update', { body: { Id: roleId, Version: r.Version, Permission: ['notice:view', 'help:view'] } })).status,
      ).toBe(200)
      const set = await call<{ Count: number }>('/Api/Role/SetAgents', { body: { Id: roleId } })
      expect(set.body.Data!.Count).toBe(1)
      expect((await s.call('/Api/Help/Index', { token: desk })).status).toBe(200)
    })

    it('refuses a permission key that does not exist', async () => {
      const res = await call('/Api/Role/Post', { body: { Title: 'Odd', DataScope: 'own', Permission: ['rocket:launch'] } })
      expect(res.status).toBe(400)
    })
  })

  describe('end users and data scope', () => {
    it('a salesperson sees only their own end users; the administrator sees all', async () => {
      const sales = await s.login(DEMO.sales)
      const mine = await s.call<{ Id: number }>('/Api/User/Post', { token: sales, body: { Name: 'Budi', Cellphone: '13600001111' } })
      expect(mine.status, JSON.stringify(mine.body)).toBe(200)
      await call('/Api/User/Post', { body: { Name: 'Admin’s customer' } })
      const seen = await s.call<Row[]>('/Api/User/Index', { token: sales, query: { Size: 1000 } })
      expect(seen.status).toBe(200)
      const salesId = (await s.call<Row>('/Api/Agent/My', { token: sales })).body.Data!.Id
      expect(seen.body.Data!.length).toBeGreaterThan(0)
      expect(seen.body.Data!.every((u) => u.AgentId === salesId)).toBe(true)
      const all = await call<Row[]>('/Api/User/Index', { query: { Size: 1000 } })
      expect(all.body.Count).toBeGreaterThan(seen.body.Count!)
      // Another's record is not there for them, not even by Id.
      const other = all.body.Data!.find((u) => u.AgentId !== salesId)!
      expect((await s.call('/Api/User/Get', { token: sales, query: { Id: other.Id } })).status).toBe(404)
      expect(
        (await s.call('/Api/User/Update', { token: sales, body: { Id: other.Id, Version: other.Version, Name: 'Mine now' } })).status,
      ).toBe(404)
    })

    it('User/QuickSetPwd sets a password; User/Count counts with the list’s filters', async () => {
      const u = await call<{ Id: number }>('/Api/User/Post', { body: { Name: 'Linh', Type: 2 } })
      expect((await call('/Api/User/QuickSetPwd', { body: { Id: u.body.Data!.Id, Pwd: 'linh1234' } })).status).toBe(200)
      const count = await call<number>('/Api/User/Count', { query: { Type: 2 } })
      const list = await call<Row[]>('/Api/User/Index', { query: { Type: 2 } })
      expect(count.body.Data).toBe(list.body.Count)
    })

    it('exports the filtered list as CSV and as an XLSX a spreadsheet reader opens', async () => {
      await call('/Api/User/Post', { body: { Name: '=HYPERLINK("x")', Tag: 'export' } })
      const csv = await s.raw('/Api/User/Export?Format=csv&Value=HYPERLINK', { headers: { user: admin, lang: 'en-US' } })
      expect(csv.status).toBe(200)
      expect(csv.headers.get('content-type')).toContain('text/csv')
      const bytes = new Uint8Array(await csv.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // a BOM, so spreadsheets read UTF-8
      const text = new TextDecoder().decode(bytes)
      const lines = text.trim().split('\r\n')
      expect(lines[0]).toContain('Name')
      expect(lines).toHaveLength(2)
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`) // a formula stays text
      const xlsx = await s.raw('/Api/User/Export?Format=xlsx', { headers: { user: admin, lang: 'en-US' } })
      expect(xlsx.status).toBe(200)
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-')), 'u.xlsx')
      fs.writeFileSync(file, new Uint8Array(await xlsx.arrayBuffer()))
      const py = spawnSync(
        'python3',
        [
          '-c',
          `import zipfile,sys;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print(z.read('xl/worksheets/sheet1.xml').decode().count('<row'))`,
          file,
        ],
        { encoding: 'utf8' },
      )
      expect(py.status, py.stderr).toBe(0)
      const all = await call<Row[]>('/Api/User/Index', { query: { Size: 1 } })
      expect(Number(py.stdout.trim())).toBe(all.body.Count! + 1) // the header row and every record
      expect((await s.raw('/Api/User/Export?Format=csv')).status).toBe(401)
    })
  })

  describe('system', () => {
    it('Setting/Index reads lookups by several names at once; a setting’s value must read as its type', async () => {
      const lookups = await call<Row[]>('/Api/Setting/Index', { query: { Name: 'AgentStatus,Role', Size: 1000 } })
      const names = new Set(lookups.body.Data!.map((r) => r.Name))
      expect([...names].sort()).toEqual(['AgentStatus', 'Role'])
      const bad = await call('/Api/Setting/Post', { body: { Name: 'PoolDays', Text: 'Pool days', Attr: 'number', Value: 'thirty' } })
      expect(bad.status).toBe(400)
      expect(bad.body.Errors?.[0]?.Field).toBe('Value')
      expect((await call('/Api/Setting/Post', { body: { Name: 'PoolDays', Text: 'Pool days', Attr: 'number', Value: '30' } })).status).toBe(
        200,
      )
    })

    it('the settings the product seeds speak the caller’s language until an administrator rewrites them', async () => {
      const read = async (lang: string) => {
        const res = await s.call<Row[]>('/Api/Setting/Index', {
          token: admin,
          lang,
          query: { Name: 'ClientPool.OwnedCap,Queue.Sla.picking,Job.client-sweep.Minutes,AgentStatus', Size: 100 },
        })
        return Object.fromEntries(
          res.body.Data!.map((r) => [`${String(r.Name)}:${String(r.Value)}`, r as Row & { Text: string; Remark: string }]),
        )
      }
      const [en, zh, th] = [await read('en-US'), await read('zh-CN'), await read('th-TH')]
      const key = Object.keys(en).find((k) => k.startsWith('ClientPool.OwnedCap'))!
      expect(en[key]!.Text).toBe('High seas: most customers one agent owns')
      expect(zh[key]!.Text).toBe(translate('zh-CN', builtinSettingLabel('ClientPool.OwnedCap', '0')!.text))
      expect(zh[key]!.Text).toMatch(/[\u4e00-\u9fff]/)
      expect(th[key]!.Remark).toMatch(/[\u0e00-\u0e7f]/)
      const sla = Object.keys(zh).find((k) => k.startsWith('Queue.Sla.picking'))!
      expect(zh[sla]!.Text).toContain(translate('zh-CN', queueTitle('picking')))
      expect(zh['AgentStatus:Probation']!.Text).toBe(translate('zh-CN', { id: 'state.Agent.Probation', message: 'On probation' }))
      expect(en['AgentStatus:Probation']!.Text).toBe('On probation')
      // Rewritten by an administrator: shown as written, in every language.
      const row = en[key]!
      expect(
        (await call('/Api/Setting/Update', { body: { Id: row.Id, Version: row.Version, Text: 'Cap on owned customers' } })).status,
      ).toBe(200)
      expect((await read('zh-CN'))[key]!.Text).toBe('Cap on owned customers')
    })

    it('Store/Select lists the shops of a subject; Subject/Index lists companies', async () => {
      const subject = await call<{ Id: number }>('/Api/Subject/Post', { body: { Name: 'Nusantara Trading', Amount: 120 } })
      const shop = await call<{ Id: number }>('/Api/Shop/Post', { body: { ShopName: 'Surabaya store', SubjectId: subject.body.Data!.Id } })
      const stores = await call<{ Id: number; Name: string }[]>('/Api/Store/Select', { query: { SubjectId: subject.body.Data!.Id } })
      expect(stores.body.Data).toEqual([{ Id: shop.body.Data!.Id, Name: 'Surabaya store', SubjectId: subject.body.Data!.Id }])
      const subjects = await call<Row[]>('/Api/Subject/Index', { query: { Value: 'Nusantara' } })
      expect(subjects.body.Data![0]).toMatchObject({ Name: 'Nusantara Trading', Amount: 120 })
    })

    it('help articles are sanitised against script injection and keep at most 5 keywords', async () => {
      const res = await call<{ Id: number }>('/Api/Help/Post', {
        body: {
          Title: 'Customs codes',
          Content: '<p onclick="x()">HS <b>codes</b><script>alert(1)</script><a href="javascript:x">l</a></p>',
          Tags: 'hs, customs，tariff',
        },
      })
      expect(res.status).toBe(200)
      // An image that is not one of our uploads is refused outright, naming the field.
      const image = await call('/Api/Help/Post', {
        body: { Title: 'Customs codes 2', Content: '<p>HS<img src="javascript:alert(1)"></p>' },
      })
      expect(image.status).toBe(400)
      expect(image.body.Errors?.[0]?.Field).toBe('Content')
      const [row] = await s.db.select().from(Help).where(eq(Help.Id, res.body.Data!.Id))
      expect(row!.Content).not.toMatch(/script|onclick|javascript/i)
      expect(row!.Content).toContain('<b>codes</b>')
      expect(row!.Tags).toBe('hs,customs,tariff')
      const many = await call('/Api/Help/Post', { body: { Title: 'Too many', Tags: 'a,b,c,d,e,f' } })
      expect(many.status).toBe(400)
      expect(many.body.Errors?.[0]?.Field).toBe('Tags')
    })

    it('an advert cannot end before it starts', async () => {
      const res = await call('/Api/Ad/Post', { body: { Title: 'Sale', BeginTime: 1_800_000_000, EndTime: 1_700_000_000 } })
      expect(res.status).toBe(400)
      expect(res.body.Errors?.[0]?.Field).toBe('EndTime')
    })

    it('catalog families share one tree but stay apart, each under its own permission', async () => {
      const root = await call<{ Id: number }>('/Api/Catalog/Post/help', { body: { Name: 'Shipping' } })
      const child = await call<{ Id: number }>('/Api/Catalog/Post/help', {
        body: { Name: 'Rates', Fid: root.body.Data!.Id, Feature: '#00aa55' },
      })
      expect(child.status).toBe(200)
      expect((await call<Row>('/Api/Catalog/Get', { query: { Id: child.body.Data!.Id } })).body.Data).toMatchObject({
        Multi: 'help',
        Level: 2,
      })
      // A product category cannot hang under a help category.
      expect((await call('/Api/Catalog/Post/product', { body: { Name: 'Shoes', Fid: root.body.Data!.Id } })).status).toBe(400)
      const helpSelect = await call<{ Id: number }[]>('/Api/Catalog/Select', { query: { Multi: 'help', Size: 1000 } })
      expect(helpSelect.body.Data!.map((r) => r.Id)).toContain(child.body.Data!.Id)
      const productList = await call<Row[]>('/Api/Catalog/Index/product', { query: { Size: 1000 } })
      expect(productList.body.Data!.some((r) => r.Id === child.body.Data!.Id)).toBe(false)
      expect((await call('/Api/Catalog/Post/help', { body: { Name: 'Bad', Feature: 'green' } })).status).toBe(400)
      // The warehouse worker has no help permission: not through the family path, not through the bare one.
      const warehouse = await s.login(DEMO.warehouse)
      expect((await s.call('/Api/Catalog/Select', { token: warehouse, query: { Multi: 'help' } })).status).toBe(403)
      expect((await s.call('/Api/Catalog/Get', { token: warehouse, query: { Id: child.body.Data!.Id } })).status).toBe(403)
    })

    it('the API registry lists the server’s own routes; switching one off answers 503 until it is on again', async () => {
      await call('/Api/Notice/Index') // the first guarded call fills the registry
      const rows = await call<Row[]>('/Api/Api/Index', { query: { Value: 'Notice/Index', Size: 10 } })
      const route = rows.body.Data!.find((r) => r.Router === '/Api/Notice/Index')!
      // Its guard: reading notices, or writing them (the management list's authors, `viewers`).
      expect(route).toMatchObject({ HttpMethod: 'GET', RangeText: 'notice:view|notice:create|notice:update', Type: 3, Status: 1 })
      const total = await call<Row[]>('/Api/Api/Index', { query: { Size: 1 } })
      expect(total.body.Count).toBeGreaterThan(80)
      expect((await call('/Api/Api/Update', { body: { Id: route.Id, Version: route.Version, Status: 0 } })).status).toBe(200)
      const off = await call('/Api/Notice/Index')
      expect(off.status).toBe(503)
      expect(off.body.Message).toBe('This interface has been switched off')
      expect((await call('/Api/Api/Update', { body: { Id: route.Id, Version: route.Version + 1, Status: 1 } })).status).toBe(200)
      expect((await call('/Api/Notice/Index')).status).toBe(200)
      const login = (await call<Row[]>('/Api/Api/Index', { query: { Value: 'Agent/Login' } })).body.Data![0]!
      expect((await call('/Api/Api/Update', { body: { Id: login.Id, Version: login.Version, Status: 0 } })).status).toBe(400)
    })

    it('exceptions list server errors newest first, for administrators only', async () => {
      const res = await call<Row[]>('/Api/Exception/Index')
      expect(res.status).toBe(200)
      const times = res.body.Data!.map((r) => r.CreateTime as number)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect((await s.call('/Api/Exception/Index', { token: await s.login(DEMO.supervisor) })).status).toBe(403)
    })
  })

  describe('notices', () => {
    it('each member of staff has their own read state; the unread count feeds the home card', async () => {
      const sales = await s.login(DEMO.sales)
      const cards = async (token: string) => (await s.call<Record<string, number>>('/Api/Home/Cards', { token })).body.Data!.UnreadNotices!
      const before = await cards(sales)
      const a = await call<{ Id: number }>('/Api/Notice/Post', { body: { Type: 1, Title: 'Stocktake on Friday' } })
      const b = await call<{ Id: number }>('/Api/Notice/Post', { body: { Type: 2, Title: 'New customs code table' } })
      expect(await cards(sales)).toBe(before + 2)
      const unread = await s.call<{ Id: number; IsRead: number }[]>('/Api/Notice/Inbox', { token: sales, query: { Unread: 1, Size: 1000 } })
      expect(unread.body.Data!.map((r) => r.Id)).toEqual(expect.arrayContaining([a.body.Data!.Id, b.body.Data!.Id]))
      const read = await s.call<{ Unread: number }>('/Api/Notice/Read', { token: sales, body: { Id: a.body.Data!.Id } })
      expect(read.body.Data!.Unread).toBe(before + 1)
      expect(await cards(sales)).toBe(before + 1)
      const inbox = await s.call<{ Id: number; IsRead: number }[]>('/Api/Notice/Inbox', { token: sales, query: { Size: 1000 } })
      expect(inbox.body.Data!.find((r) => r.Id === a.body.Data!.Id)!.IsRead).toBe(1)
      // Reading again changes nothing; another agent's state is their own.
      expect(
        (await s.call<{ Unread: number }>('/Api/Notice/Read', { token: sales, body: { Id: a.body.Data!.Id } })).body.Data!.Unread,
      ).toBe(before + 1)
      expect(await cards(admin)).toBeGreaterThanOrEqual(2)
      await s.call('/Api/Notice/Read', { token: sales, body: { All: true } })
      expect(await cards(sales)).toBe(0)
      // A deleted notice no longer counts.
      await call('/Api/Notice/Delete', { body: { Id: b.body.Data!.Id } })
      expect(
        (await s.call<unknown[]>('/Api/Notice/Inbox', { token: admin, query: { Size: 1000 } })).body.Data!.some(
          (r) => (r as { Id: number }).Id === b.body.Data!.Id,
        ),
      ).toBe(false)
      expect((await s.call('/Api/Notice/Inbox')).status).toBe(401)
      expect((await s.call('/Api/Notice/Read', { body: { Id: b.body.Data!.Id } })).status).toBe(401)
      const bad = await s.call('/Api/Notice/Read', { token: sales, body: { Ids: [] }, lang: 'en-US' })
      expect(bad.status).toBe(400)
      expect((await s.call('/Api/Notice/Inbox', { token: sales, query: { Size: 0 } })).status).toBe(400)
    })
  })
})

import { count, eq } from 'drizzle-orm'
import type { Db } from '../../../kernel/server/db/client.ts'
import { Agent, Department, Role, Setting, Subject } from '../schema/index.ts'
import { AGENT_STATES } from '../../../shared/resources/hr.ts'
import { seededText } from '../../../shared/lifecycle/setting-labels.ts'
import { hashPassword } from '../../../kernel/server/lib/password.ts'
import { DEPARTMENT_DETAILS, seedDemoContent } from './demo-content.ts'
import type { DataScope, PermissionKey } from '../../../kernel/shared/permissions.ts'
import type { ServerModule } from '../../../kernel/server/module.ts'
import { SERVER_MODULES } from '../../modules/index.ts'

export interface DemoAccount {
  role: string
  name: string
  mobile: string
  password: string
}

const k = (...keys: PermissionKey[]) => keys

/** Roles of the demo company, by code. The administrator's `*` grants every key. */
const ROLES: { code: string; title: string; scope: DataScope; permission: string[]; percentage: number; salary: number }[] = [
  { code: 'admin', title: '系统管理员', scope: 'all', permission: ['*'], percentage: 0, salary: 1_500_000 },
  {
    code: 'supervisor',
    title: '销售主管',
    scope: 'subtree',
    permission: k(
      'agent:view',
      'department:view',
      'user:view',
      'user:export',
      'client:view',
      'client:create',
      'client:update',
      'client:export',
      'order:view',
      'order:update',
      'finance:view',
      'finance:export',
      'chart:view',
      'notice:view',
      'notice:create',
      'attract:view',
      'attract:create',
      'attract:update',
      'attract:export',
      'scm:view',
      'scm:create',
      'scm:update',
      'scm:delete',
      'service:view',
      'course:view',
      'live:view',
      'single:view',
      'platform:view',
      'discount:view',
      'discount:create',
      'discount:update',
      'paper:view',
      'paper:create',
      'paper:update',
      'chat:view',
      'chat:update',
    ),
    percentage: 300,
    salary: 1_200_000,
  },
  {
    code: 'sales',
    title: '业务员',
    scope: 'own',
    permission: k(
      'client:view',
      'client:create',
      'client:update',
      'user:view',
      'user:create',
      'user:update',
      'order:view',
      'order:create',
      'product:view',
      'notice:view',
      'attract:view',
      'attract:create',
      'attract:update',
      'scm:view',
      'scm:create',
      'scm:update',
      'service:view',
      'course:view',
      'live:view',
      'single:view',
      'chat:view',
      'chat:update',
    ),
    percentage: 500,
    salary: 800_000,
  },
  {
    code: 'warehouse',
    title: '仓库作业员',
    scope: 'warehouse',
    permission: k(
      'warehouse:view',
      'entry:view',
      'entry:create',
      'entry:update',
      'delivery:view',
      'delivery:create',
      'delivery:update',
      'stock:view',
      'stock:create',
      'stock:update',
      'stock:export',
      'notice:view',
    ),
    percentage: 0,
    salary: 650_000,
  },
  {
    // Follows the warehouses' and customs' documents on the boards and progress pages, approves
    // the tax refunds and FX settlements the clerks file, and accepts over-receipts beyond tolerance.
    code: 'ops_supervisor',
    title: '运营主管',
    scope: 'all',
    permission: k(
      'warehouse:view',
      'entry:view',
      'entry:approve',
      'delivery:view',
      'stock:view',
      'stock:export',
      'declare:view',
      'order:view',
      'finance:view',
      'finance:update',
      'chart:view',
      'notice:view',
      'agent:view',
      'department:view',
    ),
    percentage: 0,
    salary: 1_300_000,
  },
  {
    code: 'customs',
    title: '报关员',
    scope: 'department',
    permission: k('declare:view', 'declare:create', 'declare:update', 'order:view', 'notice:view'),
    percentage: 0,
    salary: 900_000,
  },
]

/** The department each supervisor heads, by role. */
const LEADS: Record<string, string> = { supervisor: 'sales', ops_supervisor: 'ops' }

/** Department tree: [key, name, parent key]. Type, phone and address: DEPARTMENT_DETAILS. */
const DEPARTMENTS: [string, string, string | null][] = [
  ['hq', '总部', null],
  ['sales', '销售部', 'hq'],
  ['sales1', '销售一组', 'sales'],
  ['sales2', '销售二组', 'sales'],
  ['ops', '海外仓运营部', 'hq'],
  ['kl', '吉隆坡仓', 'ops'],
  ['jkt', '雅加达仓', 'ops'],
  ['customs', '报关部', 'hq'],
  ['finance', '财务部', 'hq'],
]

const AGENTS = [
  { role: 'admin', dept: 'hq', name: '陈志远', mobile: '13800000000', password: 'admin123', sex: 1 },
  { role: 'supervisor', dept: 'sales', name: '林慧敏', mobile: '13800000001', password: 'demo123', sex: 2 },
  { role: 'sales', dept: 'sales1', name: '王浩', mobile: '13800000002', password: 'demo123', sex: 1 },
  { role: 'warehouse', dept: 'kl', name: 'Ahmad Faiz', mobile: '13800000003', password: 'demo123', sex: 1 },
  { role: 'customs', dept: 'customs', name: '张晓雯', mobile: '13800000004', password: 'demo123', sex: 2 },
  { role: 'ops_supervisor', dept: 'ops', name: '黄志明', mobile: '13800000005', password: 'demo123', sex: 1 },
]

/** The AgentStatus lookup: the staff lifecycle's states, labelled as the product labels them (in every language). */
const AGENT_STATUS = AGENT_STATES.map((s) => [String(s.value), seededText(s.label)])

/**
 * Seeds the demo company once: a database that already has staff keeps its company as it is.
 * The sample content is then added part by part, each only while its table is empty, and only
 * on the demo's own database (its administrator exists), so a second run adds nothing.
 * Answers the demo accounts when it created them.
 */
export async function seedDemo(db: Db, modules: readonly ServerModule[] = SERVER_MODULES): Promise<DemoAccount[] | null> {
  const accounts = await seedCompany(db)
  const admin = AGENTS.find((a) => a.role === 'admin')!
  await db.transaction((tx) =>
    seedDemoContent(tx, {
      adminMobile: admin.mobile,
      mobiles: Object.fromEntries(AGENTS.map((a) => [a.role, a.mobile])),
      departments: DEPARTMENTS,
      modules,
    }),
  )
  return accounts
}

async function seedCompany(db: Db): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ n: count() }).from(Agent)
  if ((existing?.n ?? 0) > 0) return null

  const hashes = await Promise.all(AGENTS.map((a) => hashPassword(a.password)))
  await db.transaction(async (tx) => {
    const [subject] = await tx
      .insert(Subject)
      .values({
        Name: '深圳海通跨境供应链有限公司',
        SubjectCode: '91440300MA5G8K2X70',
        Address: '深圳市南山区粤海街道科技园南区 8 栋 12 楼',
        LegalPerson: '陈志远',
        Amount: 1000,
        Type: 1,
        BankName: '招商银行深圳科技园支行',
        BankNo: '755912345610801',
      })
      .returning({ Id: Subject.Id })
    const subjectId = subject!.Id

    const roleIds = new Map<string, number>()
    for (const [i, r] of ROLES.entries()) {
      const [row] = await tx
        .insert(Role)
        .values({
          Code: r.code,
          Title: r.title,
          Permission: r.permission,
          DataScope: r.scope,
          Percentage: r.percentage,
          Salary: r.salary,
          Score: ROLES.length - i,
        })
        .returning({ Id: Role.Id })
      roleIds.set(r.code, row!.Id)
    }

    const deptIds = new Map<string, { id: number; path: string; level: number }>()
    for (const [i, [key, name, parentKey]] of DEPARTMENTS.entries()) {
      const parent = parentKey ? deptIds.get(parentKey)! : undefined
      const d = DEPARTMENT_DETAILS[name]
      const [row] = await tx
        .insert(Department)
        .values({
          Name: name,
          ParentId: parent?.id ?? 0,
          SubjectId: subjectId,
          Level: (parent?.level ?? 0) + 1,
          Score: DEPARTMENTS.length - i,
          // The sales teams take part in the achievement ranking.
          IsRank: key.startsWith('sales') ? 1 : 0,
          Type: d?.type ?? 1,
          Phone: d?.phone ?? '',
          Address: d?.address ?? '',
        })
        .returning({ Id: Department.Id })
      const path = `${parent?.path ?? '/'}${row!.Id}/`
      await tx.update(Department).set({ Path: path }).where(eq(Department.Id, row!.Id))
      deptIds.set(key, { id: row!.Id, path, level: (parent?.level ?? 0) + 1 })
    }

    const joined = Math.floor(Date.UTC(2024, 2, 1) / 1000)
    for (const [i, a] of AGENTS.entries()) {
      const [row] = await tx
        .insert(Agent)
        .values({
          Name: a.name,
          Mobile: a.mobile,
          Pwd: hashes[i]!,
          RoleId: roleIds.get(a.role)!,
          DepartmentId: deptIds.get(a.dept)!.id,
          SubjectId: subjectId,
          Sex: a.sex,
          JoinTime: joined + i * 86400 * 30,
          IsRank: a.role === 'sales' || a.role === 'supervisor' ? 1 : 0,
          Email: `demo${i}@haitong-demo.example`,
        })
        .returning({ Id: Agent.Id })
      // The supervisors head their departments.
      const heads = LEADS[a.role]
      if (heads)
        await tx
          .update(Department)
          .set({ AgentId: row!.Id })
          .where(eq(Department.Id, deptIds.get(heads)!.id))
    }

    await tx.insert(Setting).values(
      AGENT_STATUS.map(([value, text], i) => ({
        Name: 'AgentStatus',
        Use: 'agent',
        Value: value!,
        Text: text!,
        Score: AGENT_STATUS.length - i,
      })),
    )
    await tx
      .insert(Setting)
      .values(
        ROLES.map((r, i) => ({ Name: 'Role', Use: 'agent', Value: String(roleIds.get(r.code)), Text: r.title, Score: ROLES.length - i })),
      )
  })
  return AGENTS.map((a) => ({ role: a.role, name: a.name, mobile: a.mobile, password: a.password }))
}

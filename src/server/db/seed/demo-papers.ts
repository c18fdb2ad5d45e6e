import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, Paper, PaperAssign, PaperAttempt, PaperQuestion } from '../schema/index.ts'

const DAY = 86_400

type Q = {
  Type: 1 | 2 | 3 | 4
  Category: string
  Title: string
  Options?: string[]
  Answer?: string[]
  ModelAnswer?: string
  Points: number
}

/** The demo question bank: product knowledge, customs rules and warehouse safety. */
const QUESTIONS: Q[] = [
  {
    Type: 1,
    Category: '产品知识',
    Title: '海通 500ml 保温杯的保温时长是多少？',
    Options: ['6 小时', '12 小时', '24 小时', '48 小时'],
    Answer: ['B'],
    Points: 5,
  },
  {
    Type: 1,
    Category: '产品知识',
    Title: '20W 快充充电器适配的接口类型是？',
    Options: ['Micro-USB', 'USB-C', 'Lightning', 'DC 圆口'],
    Answer: ['B'],
    Points: 5,
  },
  {
    Type: 2,
    Category: '产品知识',
    Title: '以下哪些商品属于数码配件类目？（多选）',
    Options: ['数据线', '手机壳', '保温杯', '充电器'],
    Answer: ['A', 'B', 'D'],
    Points: 10,
  },
  { Type: 3, Category: '产品知识', Title: '保温杯可以放入微波炉加热。', Answer: ['B'], Points: 5 },
  {
    Type: 4,
    Category: '产品知识',
    Title: '请简述向马来西亚客户推荐 750ml 保温杯的两个卖点。',
    ModelAnswer: '容量大适合全天饮水；双层真空 12 小时保温；304 不锈钢食品级材质。',
    Points: 10,
  },
  {
    Type: 1,
    Category: '报关规则',
    Title: '出口货物报关单的申报时限一般为货物运抵海关监管区后、装货前的多少小时？',
    Options: ['12 小时', '24 小时', '48 小时', '72 小时'],
    Answer: ['B'],
    Points: 5,
  },
  {
    Type: 2,
    Category: '报关规则',
    Title: '以下哪些属于报关单必填项？（多选）',
    Options: ['HS 编码', '申报数量', '客户微信号', '原产国'],
    Answer: ['A', 'B', 'D'],
    Points: 10,
  },
  { Type: 3, Category: '报关规则', Title: '含锂电池的商品可以按普通货物申报空运。', Answer: ['B'], Points: 5 },
  { Type: 3, Category: '报关规则', Title: '跨境电商 9610 模式适用于零售出口的小包裹。', Answer: ['A'], Points: 5 },
  {
    Type: 4,
    Category: '报关规则',
    Title: '报关单被海关退单后，应该如何处理？',
    ModelAnswer: '查看退单原因，修改申报要素或补充随附单证后重新申报；涉及查验的配合海关查验。',
    Points: 10,
  },
  {
    Type: 1,
    Category: '仓库安全',
    Title: '仓库内叉车限速是多少？',
    Options: ['5 km/h', '10 km/h', '15 km/h', '20 km/h'],
    Answer: ['A'],
    Points: 5,
  },
  {
    Type: 2,
    Category: '仓库安全',
    Title: '进入作业区必须穿戴哪些防护用品？（多选）',
    Options: ['安全鞋', '反光背心', '安全帽（高位货架区）', '耳机'],
    Answer: ['A', 'B', 'C'],
    Points: 10,
  },
  { Type: 3, Category: '仓库安全', Title: '消防通道可以临时堆放待上架的货物。', Answer: ['B'], Points: 5 },
  { Type: 3, Category: '仓库安全', Title: '发现电池类货物鼓包应立即隔离并报告主管。', Answer: ['A'], Points: 5 },
  {
    Type: 4,
    Category: '仓库安全',
    Title: '请写出仓库发生火情时的处置步骤。',
    ModelAnswer: '报警并通知主管；切断电源；用就近灭火器扑救初起火；无法控制时沿消防通道疏散到集合点清点人数。',
    Points: 10,
  },
]

/**
 * Questionnaires and exams in the demo: the bank, an exam (product knowledge and customs, fixed)
 * assigned to the salesperson with a deadline in a week and already taken by the supervisor and
 * the customs officer (one short answer still to score), a random warehouse-safety exam taken by
 * the warehouse worker, and a satisfaction questionnaire that the salesperson has answered.
 */
export async function seedDemoPapers(tx: Tx, mobiles: Record<string, string>, now: number): Promise<number> {
  const [have] = await tx.select({ n: count() }).from(PaperQuestion)
  if ((have?.n ?? 0) > 0) return 0
  const staff = await tx
    .select({ Id: Agent.Id, Mobile: Agent.Mobile })
    .from(Agent)
    .where(and(inArray(Agent.Mobile, Object.values(mobiles)), ne(Agent.Status, -1)))
  const idOf = (role: string) => staff.find((a) => a.Mobile === mobiles[role])?.Id ?? 0
  const [admin, supervisor, sales, warehouse, customs] = ['admin', 'supervisor', 'sales', 'warehouse', 'customs'].map(idOf) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (!admin) return 0

  const rows = await tx
    .insert(PaperQuestion)
    .values(
      QUESTIONS.map((q, i) => ({
        ...q,
        Options: q.Options ?? [],
        Answer: q.Answer ?? [],
        ModelAnswer: q.ModelAnswer ?? '',
        CreateTime: now - (30 - i) * DAY,
        UpdateTime: now - (30 - i) * DAY,
        UpdateAgent: admin,
      })),
    )
    .returning({ Id: PaperQuestion.Id })
  const qid = rows.map((r) => r.Id)
  const byId = new Map(QUESTIONS.map((q, i) => [qid[i]!, q]))

  // Questionnaire questions: opinions, not scored.
  const survey = await tx
    .insert(PaperQuestion)
    .values([
      {
        Type: 1,
        Category: '培训反馈',
        Title: '您对本月产品培训的整体满意度？',
        Options: ['非常满意', '满意', '一般', '不满意'],
        Answer: ['A'],
        Points: 1,
        UpdateAgent: admin,
      },
      {
        Type: 2,
        Category: '培训反馈',
        Title: '您希望下次培训增加哪些内容？（多选）',
        Options: ['新品介绍', '报关实务', '客户沟通技巧', '仓库参观'],
        Answer: ['A'],
        Points: 1,
        UpdateAgent: admin,
      },
      { Type: 4, Category: '培训反馈', Title: '其他意见和建议', Points: 1, UpdateAgent: admin },
    ])
    .returning({ Id: PaperQuestion.Id })

  const examIds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => qid[i]!)
  const [exam] = await tx
    .insert(Paper)
    .values({
      Title: '2026 年 12 月业务员考核：产品知识与报关规则',
      Kind: 2,
      Mode: 1,
      QuestionIds: examIds,
      TimeLimit: 20,
      PassMark: 42,
      Attempts: 1,
      Remark: '满分 70 分，42 分及格。简答题由主管评分。',
      Score: 3,
      CreateTime: now - 6 * DAY,
      UpdateTime: now - 6 * DAY,
      UpdateAgent: admin,
    })
    .returning({ Id: Paper.Id })
  const [safety] = await tx
    .insert(Paper)
    .values({
      Title: '仓库安全随机抽题测验',
      Kind: 2,
      Mode: 2,
      Categories: ['仓库安全'],
      DrawCount: 4,
      TimeLimit: 10,
      PassMark: 15,
      Attempts: 2,
      Score: 2,
      CreateTime: now - 12 * DAY,
      UpdateTime: now - 12 * DAY,
      UpdateAgent: admin,
    })
    .returning({ Id: Paper.Id })
  const [feedback] = await tx
    .insert(Paper)
    .values({
      Title: '11 月产品培训满意度问卷',
      Kind: 1,
      Mode: 1,
      QuestionIds: survey.map((s) => s.Id),
      Attempts: 1,
      Score: 1,
      CreateTime: now - 20 * DAY,
      UpdateTime: now - 20 * DAY,
      UpdateAgent: admin,
    })
    .returning({ Id: Paper.Id })

  const assign = async (paperId: number, agents: number[], deadline: number) => {
    const ids = agents.filter(Boolean)
    if (!ids.length) return
    await tx
      .insert(PaperAssign)
      .values(ids.map((AgentId) => ({ PaperId: paperId, AgentId, Deadline: deadline, AssignedBy: admin, CreateTime: now - 6 * DAY })))
  }
  const weekAhead = now + 7 * DAY
  await assign(exam!.Id, [sales, supervisor, customs], weekAhead)
  await assign(safety!.Id, [warehouse, supervisor], now + 14 * DAY)
  await assign(feedback!.Id, [sales, supervisor, customs, warehouse], now - 5 * DAY)

  /** A handed-in attempt, scored as the server scores it; short answers given `short` points (null: still to score). */
  const attempt = async (
    paperId: number,
    agentId: number,
    ago: number,
    minutes: number,
    questionIds: number[],
    picks: Record<number, string[] | string>,
    short: number | null,
    passMark: number,
    scored = true,
  ) => {
    if (!agentId) return
    const answers: Record<string, { Choice: string[]; Text: string }> = {}
    const marks: Record<string, number | null> = {}
    for (const id of questionIds) {
      const q = byId.get(id)
      const pick = picks[id] ?? []
      answers[String(id)] = typeof pick === 'string' ? { Choice: [], Text: pick } : { Choice: pick, Text: '' }
      if (!scored || !q) continue
      if (q.Type === 4) marks[String(id)] = typeof pick === 'string' && pick ? short : 0
      else marks[String(id)] = Array.isArray(pick) && [...pick].sort().join() === [...(q.Answer ?? [])].sort().join() ? q.Points : 0
    }
    const values = Object.values(marks)
    const total = values.reduce<number>((s, v) => s + (v ?? 0), 0)
    const pending = values.filter((v) => v === null).length
    const start = now - ago
    await tx.insert(PaperAttempt).values({
      PaperId: paperId,
      AgentId: agentId,
      No: 1,
      Status: pending ? 'Submitted' : 'Scored',
      QuestionIds: questionIds,
      StartTime: start,
      EndTime: 0,
      SubmitTime: start + minutes * 60,
      Answers: answers,
      Marks: marks,
      Total: total,
      MaxTotal: scored ? questionIds.reduce((s, id) => s + (byId.get(id)?.Points ?? 0), 0) : 0,
      Pending: pending,
      Passed: scored && !pending && total >= passMark ? 1 : 0,
      ScoredBy: scored && short !== null ? supervisor : 0,
    })
    await tx
      .update(PaperAssign)
      .set({ DoneTime: start + minutes * 60 })
      .where(and(eq(PaperAssign.PaperId, paperId), eq(PaperAssign.AgentId, agentId)))
  }
  const [q1, q2, q3, q4, q5, q6, q7, q8, q9, q10] = examIds as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  // The supervisor: nearly all right, the short answers scored.
  await attempt(
    exam!.Id,
    supervisor,
    3 * DAY,
    14,
    examIds,
    {
      [q1]: ['B'],
      [q2]: ['B'],
      [q3]: ['A', 'B', 'D'],
      [q4]: ['B'],
      [q5]: '容量大、真空保温 12 小时',
      [q6]: ['B'],
      [q7]: ['A', 'B'],
      [q8]: ['B'],
      [q9]: ['A'],
      [q10]: '看退单原因，改好后重新申报',
    },
    8,
    42,
  )
  // The customs officer: strong on customs, weaker on products; one short answer waits for the supervisor.
  await attempt(
    exam!.Id,
    customs,
    2 * DAY,
    18,
    examIds,
    {
      [q1]: ['C'],
      [q2]: ['B'],
      [q3]: ['A', 'D'],
      [q4]: ['B'],
      [q5]: '性价比高',
      [q6]: ['B'],
      [q7]: ['A', 'B', 'D'],
      [q8]: ['B'],
      [q9]: ['A'],
      [q10]: '按退单原因修改申报要素或补充单证后重新申报，需要时配合查验',
    },
    null,
    42,
  )
  const drawn = qid.slice(10, 14)
  const byLetter: Record<number, string[]> = { [qid[10]!]: ['A'], [qid[11]!]: ['A', 'B'], [qid[12]!]: ['B'], [qid[13]!]: ['A'] }
  await attempt(safety!.Id, warehouse, 4 * DAY, 6, drawn, byLetter, 0, 15)
  const fb = survey.map((s) => s.Id) as [number, number, number]
  await attempt(
    feedback!.Id,
    sales,
    8 * DAY,
    3,
    fb,
    { [fb[0]]: ['B'], [fb[1]]: ['A', 'C'], [fb[2]]: '希望多讲印尼市场的案例' },
    null,
    0,
    false,
  )
  await attempt(feedback!.Id, supervisor, 7 * DAY, 2, fb, { [fb[0]]: ['A'], [fb[1]]: ['B', 'C'], [fb[2]]: '' }, null, 0, false)
  await attempt(feedback!.Id, customs, 7 * DAY, 4, fb, { [fb[0]]: ['A'], [fb[1]]: ['B'], [fb[2]]: '报关实务可以再细一些' }, null, 0, false)

  // The papers' counters, as the assign and submit endpoints keep them.
  for (const p of [exam!, safety!, feedback!]) {
    const [a] = await tx.select({ n: count() }).from(PaperAssign).where(eq(PaperAssign.PaperId, p.Id))
    const [d] = await tx
      .select({ n: count() })
      .from(PaperAssign)
      .where(and(eq(PaperAssign.PaperId, p.Id), ne(PaperAssign.DoneTime, 0)))
    await tx
      .update(Paper)
      .set({ Assigned: a?.n ?? 0, Done: d?.n ?? 0 })
      .where(eq(Paper.Id, p.Id))
  }
  return QUESTIONS.length + survey.length
}

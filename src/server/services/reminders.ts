import { transaction } from '../../kernel/server/db/transaction.ts'
import { runShaped, StatementCache } from '../../kernel/server/db/statement.ts'
import { and, desc, eq, getTableColumns, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { can } from '../../kernel/shared/permissions.ts'
import type { Reminder, ReminderType } from '../../kernel/shared/schemas/reminders.ts'
import { Agent, Client, Declare, Notice, NoticeRead, QueueTakeover, ReminderRead } from '../db/schema/index.ts'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import { registryOf } from '../../kernel/server/registry.ts'
import { queueItems, queueSummary, type QueueItem } from '../../kernel/server/services/queues.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { presetRange } from '../../kernel/shared/date-ranges.ts'
import { companyTimeZone } from '../../kernel/server/services/settings.ts'

export interface ReminderContext {
  deps: Deps
  auth: AuthContext
}

/** Filters of `Check/Count` and `Check/Index` (spec section 7): Status 2 unread, 1 read, else all. */
export interface ReminderFilter {
  Status?: number | undefined
  Type?: ReminderType | undefined
}

/** How many items one source contributes at most: the bell says "99+" long before this. */
const CAP = 200

/** The queues whose documents the agent may work (update), not only see. */
function workableQueues(deps: Deps, auth: AuthContext): string[] {
  const registry = registryOf(deps)
  return [...registry.queues.values()]
    .filter((q) => q.def.name !== 'about-to-lose')
    .filter((q) =>
      q.sources.some(({ lifecycle }) => {
        const a = registry.docs.get(lifecycle.doc)
        return !!a && can(auth.access, a.key('update'))
      }),
    )
    .map((q) => q.def.name)
}

const ref = (i: QueueItem) => `${i.Doc}:${i.Id}`

/** The reminders' own statements, by shape (db/statement.ts `runShaped`): the bell asks for them all day. */
const statements = {
  follows: new StatementCache<{ Id: number; Title: string; State: string; Next: number }>(),
  rejected: new StatementCache<{ Id: number; Title: string; State: string; Time: number }>(),
  takeovers: new StatementCache<{ Id: number; Doc: string; DocId: number; Time: number; By: string | null }>(),
  notices: new StatementCache<{ Id: number; Title: string; Time: number }>(),
}

/**
 * Everything that asks for the agent's attention, derived from the documents as they are now
 * (nothing is written when a document changes): items waiting in the queues the agent works, the
 * agent's customers about to fall to the high seas, the agent's rejected declarations, unread
 * notices, follow-ups due today, and (for supervisors) documents kept past their queue's service
 * level. Only the read marks are stored; a reminder's key names the document and its state, so a
 * document that comes back to a queue is news again. One reminder per document: the most pressing.
 */
export async function listReminders({ deps, auth }: ReminderContext): Promise<Reminder[]> {
  const t = now()
  const out = new Map<string, Reminder>()
  const put = (doc: string, r: Omit<Reminder, 'By' | 'Figures' | 'Link'> & Partial<Pick<Reminder, 'By' | 'Figures' | 'Link'>>) => {
    const had = out.get(doc)
    if (!had || PRIORITY[r.Type] > PRIORITY[had.Type]) out.set(doc, { By: '', Figures: {}, Link: '', ...r })
  }
  const supervisor = auth.scope !== 'own'

  const queues = workableQueues(deps, auth)
  const summary = await queueSummary(deps, auth, queues)
  await Promise.all(
    summary
      .filter((s) => s.Count > 0)
      .map(async (s) => {
        const { Data } = await queueItems(deps, auth, { Queue: s.Queue, Index: 1, Size: CAP })
        for (const i of Data) {
          // Held by someone else: theirs to do, not news for me.
          if (i.HolderId && i.HolderId !== auth.agentId) continue
          const late = supervisor && s.SlaMinutes > 0 && i.Age > s.SlaMinutes * 60
          put(ref(i), {
            Key: `${late ? 'late' : 'queue'}:${i.Doc}:${i.Id}:${i.State}:${i.EnterTime}`,
            Type: late ? 'late' : 'queue',
            Doc: i.Doc,
            Id: i.Id,
            Title: i.Title,
            State: i.State,
            Queue: s.Queue,
            Time: late ? i.EnterTime + s.SlaMinutes * 60 : i.EnterTime,
            Since: i.EnterTime,
            Read: false,
          })
        }
      }),
  )

  const clientAccess = registryOf(deps).docs.get('Client')
  if (clientAccess && can(auth.access, clientAccess.key('view'))) {
    const [losing, follows] = await Promise.all([
      queueItems(deps, auth, { Queue: 'about-to-lose', AgentId: auth.agentId, Index: 1, Size: CAP }),
      runShaped(
        statements.follows,
        deps.db,
        'reminder_follows',
        // Due for its owner and for the colleague who cooperates on it.
        and(
          or(eq(Client.AgentId, auth.agentId), eq(Client.CoAgentId, auth.agentId)),
          eq(Client.Kind, 1),
          eq(Client.State, 'Private'),
          ne(Client.Status, -1),
          gt(Client.NextFollowTime, 0),
          // Due by the end of the company's today (so overdue too).
          lte(Client.NextFollowTime, presetRange('today', new Date(t * 1000), await companyTimeZone(deps.db)).EndTime),
          sql`${Client.NextFollowTime} > ${Client.FollowTime}`,
        ),
        (where) =>
          deps.db
            .select({ Id: Client.Id, Title: Client.ClientName, State: Client.State, Next: Client.NextFollowTime })
            .from(Client)
            .where(where)
            .orderBy(Client.NextFollowTime)
            .limit(CAP),
      ),
    ])
    for (const c of follows) {
      put(`Client:${c.Id}`, {
        Key: `follow:Client:${c.Id}:${c.Next}`,
        Type: 'follow',
        Doc: 'Client',
        Id: c.Id,
        Title: c.Title,
        State: c.State,
        Queue: '',
        Time: c.Next,
        Since: 0,
        Read: false,
      })
    }
    for (const i of losing.Data) {
      put(ref(i), {
        Key: `lose:Client:${i.Id}:${i.EnterTime}`,
        Type: 'lose',
        Doc: 'Client',
        Id: i.Id,
        Title: i.Title,
        State: i.State,
        Queue: 'about-to-lose',
        Time: i.EnterTime,
        Since: i.EnterTime,
        Read: false,
      })
    }
  }

  const declareAccess = registryOf(deps).docs.get('Declare')
  if (declareAccess && can(auth.access, declareAccess.key('view'))) {
    const rejected = await runShaped(
      statements.rejected,
      deps.db,
      'reminder_rejected',
      and(eq(Declare.AgentId, auth.agentId), eq(Declare.State, 'Rejected'), ne(Declare.Status, -1)),
      (where) =>
        deps.db
          .select({ Id: Declare.Id, Title: Declare.Name, State: Declare.State, Time: Declare.ReceiptTime })
          .from(Declare)
          .where(where)
          .orderBy(desc(Declare.ReceiptTime))
          .limit(CAP),
    )
    for (const d of rejected) {
      put(`Declare:${d.Id}`, {
        Key: `rejected:Declare:${d.Id}:${d.Time}`,
        Type: 'rejected',
        Doc: 'Declare',
        Id: d.Id,
        Title: d.Title,
        State: d.State,
        Queue: 'to-post',
        Time: d.Time,
        Since: d.Time,
        Read: false,
      })
    }
  }

  // Items the agent held that a colleague took over lately: the holder is told.
  const takeovers = await runShaped(
    statements.takeovers,
    deps.db,
    'reminder_takeovers',
    and(eq(QueueTakeover.FromAgentId, auth.agentId), gt(QueueTakeover.CreateTime, t - TAKEOVER_DAYS * 86_400)),
    (where) =>
      deps.db
        .select({
          Id: QueueTakeover.Id,
          Doc: QueueTakeover.Doc,
          DocId: QueueTakeover.DocId,
          Time: QueueTakeover.CreateTime,
          By: Agent.Name,
        })
        .from(QueueTakeover)
        .leftJoin(Agent, eq(Agent.Id, QueueTakeover.ToAgentId))
        .where(where)
        .orderBy(desc(QueueTakeover.CreateTime))
        .limit(CAP),
  )
  const titles = await docTitles(
    deps,
    takeovers.map((o) => ({ Doc: o.Doc, Id: o.DocId })),
  )
  for (const o of takeovers)
    put(`${o.Doc}:${o.DocId}`, {
      Key: `takenOver:${o.Id}`,
      Type: 'takenOver',
      Doc: o.Doc,
      Id: o.DocId,
      Title: titles.get(`${o.Doc}:${o.DocId}`) ?? `#${o.DocId}`,
      State: '',
      Queue: '',
      Time: Number(o.Time),
      Since: 0,
      Read: false,
      By: o.By ?? '',
    })

  const notices = await runShaped(
    statements.notices,
    deps.db,
    'reminder_notices',
    undefined,
    () =>
      deps.db
        .select({ Id: Notice.Id, Title: Notice.Title, Time: Notice.CreateTime })
        .from(Notice)
        .leftJoin(NoticeRead, and(eq(NoticeRead.NoticeId, Notice.Id), eq(NoticeRead.AgentId, sql.placeholder('me'))))
        .where(and(eq(Notice.Status, 1), isNull(NoticeRead.NoticeId)))
        .orderBy(desc(Notice.CreateTime))
        .limit(CAP),
    { me: auth.agentId },
  )
  for (const n of notices)
    put(`Notice:${n.Id}`, {
      Key: `notice:${n.Id}`,
      Type: 'notice',
      Doc: 'Notice',
      Id: n.Id,
      Title: n.Title,
      State: '',
      Queue: '',
      Time: Number(n.Time),
      Since: 0,
      Read: false,
    })

  // What the areas derive from their own data (stock below its minimum, lots about to expire).
  for (const source of registryOf(deps).reminders)
    for (const r of await source.list(deps, auth)) put(`${r.Doc}:${r.Id}`, { ...r, Read: false })

  const items = [...out.values()]
  if (items.length) {
    const keys = items.map((r) => r.Key)
    const read = new Set<string>()
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await deps.db
        .select({ Key: ReminderRead.Key })
        .from(ReminderRead)
        .where(and(eq(ReminderRead.AgentId, auth.agentId), inArray(ReminderRead.Key, keys.slice(i, i + 500))))
      for (const r of rows) read.add(r.Key)
    }
    for (const r of items) r.Read = read.has(r.Key)
  }
  return items.sort((a, b) => Number(a.Read) - Number(b.Read) || PRIORITY[b.Type] - PRIORITY[a.Type] || b.Time - a.Time)
}

/** Which reminder wins when one document has several reasons to be shown. */
const PRIORITY: Record<ReminderType, number> = {
  takenOver: 9,
  late: 8,
  rejected: 7,
  expiry: 6,
  replenish: 5,
  lose: 4,
  follow: 3,
  queue: 2,
  notice: 1,
}

/** How long a takeover stays among the former holder's reminders. */
const TAKEOVER_DAYS = 3

/** The titles (their definitions' label field) of documents of any lifecycle, by `Doc:Id`. */
async function docTitles(deps: Deps, refs: readonly { Doc: string; Id: number }[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const byDoc = new Map<string, number[]>()
  for (const r of refs) byDoc.set(r.Doc, [...(byDoc.get(r.Doc) ?? []), r.Id])
  for (const [doc, ids] of byDoc) {
    const a = registryOf(deps).docs.get(doc)
    if (!a) continue
    const table = a.spec.table
    const label = (getTableColumns(table) as Record<string, PgColumn>)[a.spec.def.label]
    if (!label) continue
    const rows = await deps.db
      .select({ Id: table.Id, Title: sql<string>`${label}::text` })
      .from(table)
      .where(inArray(table.Id, ids))
    for (const r of rows) out.set(`${doc}:${r.Id}`, r.Title)
  }
  return out
}

const matches = (r: Reminder, f: ReminderFilter) =>
  (f.Status === 2 ? !r.Read : f.Status === 1 ? r.Read : true) && (f.Type === undefined || r.Type === f.Type)

export async function findReminders(ctx: ReminderContext, filter: ReminderFilter = {}): Promise<Reminder[]> {
  return (await listReminders(ctx)).filter((r) => matches(r, filter))
}

/** The header's bell, the reminders page and the home page's to-do card. */
export async function countReminders(ctx: ReminderContext, filter: ReminderFilter = {}): Promise<number> {
  return (await findReminders(ctx, filter)).length
}

/**
 * Marks reminders read. A notice's reminder also marks the notice read in the inbox, so the two
 * never disagree. Keys that name no current reminder of the agent are ignored.
 */
export async function markRemindersRead(ctx: ReminderContext, keys: readonly string[] | 'all'): Promise<number> {
  const current = await listReminders(ctx)
  const wanted = keys === 'all' ? current.filter((r) => !r.Read) : current.filter((r) => !r.Read && keys.includes(r.Key))
  if (!wanted.length) return 0
  const t = now()
  await transaction(ctx.deps.db, async (tx) => {
    await tx
      .insert(ReminderRead)
      .values(wanted.map((r) => ({ AgentId: ctx.auth.agentId, Key: r.Key, ReadTime: t })))
      .onConflictDoNothing()
    const notices = wanted.filter((r) => r.Type === 'notice').map((r) => r.Id)
    if (notices.length)
      await tx
        .insert(NoticeRead)
        .values(notices.map((NoticeId) => ({ NoticeId, AgentId: ctx.auth.agentId, ReadTime: t })))
        .onConflictDoNothing()
  })
  return wanted.length
}

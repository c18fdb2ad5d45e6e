import { and, eq, gt, inArray, max, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Client, ClientFollow, DocEvent } from '../schema/index.ts'
import { SUPPLIER_TYPE } from '../../../shared/resources/follow.ts'
import { deriveFollowSummary } from '../../resources/follow-summary.ts'
import { demoImage } from './demo-images.ts'

/** What the demo's salespeople wrote after talking to their customers. */
const NOTES: [number, string, string, number, number][] = [
  [1, '客户确认 12 月补货需求，约定下周发送报价单', 'Mr. Tan', 3, 1_800_000],
  [2, '上门拜访，参观了对方在巴生港的仓库，对海外仓一件代发有兴趣', 'Ms. Lim', 2, 5_000_000],
  [3, '通过 WhatsApp 发送了马来西亚专线的运价表', 'Aisyah', 1, 0],
  [4, '邮件确认报关资料清单，等待客户回传装箱单', 'Mr. Wong', 4, 2_600_000],
]

/**
 * The follow-up behind every customer and supplier the demo says was followed up: one each, at its
 * last follow-up, naming the next one still planned, on its timeline too. Then every summary is
 * derived from the rows, as a write through the API would leave it.
 * Written after the documents' plan has run and been dated, as the follow-up screen would.
 */
export async function seedFollowUps(tx: Tx): Promise<number> {
  const followed = await tx
    .select({
      Id: Client.Id,
      Kind: Client.Kind,
      Type: Client.Type,
      AgentId: Client.AgentId,
      FormerAgentId: Client.FormerAgentId,
      DepartmentId: Client.DepartmentId,
      State: Client.State,
      FollowTime: Client.FollowTime,
      NextFollowTime: Client.NextFollowTime,
    })
    .from(Client)
    .where(and(gt(Client.FollowTime, 0), ne(Client.Status, -1)))
    .orderBy(Client.Id)
  for (const [i, c] of followed.entries()) {
    const [method, content, contact, stage, amount] = NOTES[i % NOTES.length]!
    const by = c.AgentId || c.FormerAgentId
    const next = c.NextFollowTime > c.FollowTime ? c.NextFollowTime : 0
    await tx.insert(ClientFollow).values({
      ClientId: c.Id,
      ClientType: c.Kind === 2 ? SUPPLIER_TYPE : c.Type,
      AgentId: by,
      DepartmentId: c.DepartmentId,
      Method: method,
      ContactName: contact,
      Content: content,
      FollowTime: c.FollowTime,
      NextFollowTime: next,
      Stage: stage,
      Amount: amount,
      // The first customer's visit brought back photos of its shelves and the signed quotation: its files.
      Images: i === 0 ? [demoImage('Kedai shelf photo', '#0f766e', 'card'), demoImage('Kedai signed quotation', '#1d4ed8', 'card')] : [],
      CreateTime: c.FollowTime,
      UpdateTime: c.FollowTime,
      UpdateAgent: by,
    })
    // The timeline reads in time order: a follow-up older than what happened since stays off it.
    const [latest] = await tx
      .select({ at: max(DocEvent.CreateTime) })
      .from(DocEvent)
      .where(and(inArray(DocEvent.Doc, ['Client', 'Supplier']), eq(DocEvent.DocId, c.Id)))
    if ((latest?.at ?? 0) > c.FollowTime) continue
    await tx.insert(DocEvent).values({
      Doc: c.Kind === 2 ? 'Supplier' : 'Client',
      DocId: c.Id,
      Event: 'follow',
      // A customer in the pool now was still someone's when followed up.
      From: c.State === 'Public' ? 'Private' : c.State,
      To: c.State === 'Public' ? 'Private' : c.State,
      AgentId: by,
      Data: { Method: method, ContactName: contact, Content: content, NextFollowTime: next },
      CreateTime: c.FollowTime,
    })
  }
  await tx
    .update(Client)
    .set({ UpdateTime: sql`greatest(${Client.UpdateTime}, ${Client.FollowTime})` })
    .where(gt(Client.FollowTime, 0))
  await deriveFollowSummary(tx)
  return followed.length
}

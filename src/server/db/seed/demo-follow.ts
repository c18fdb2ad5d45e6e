import { and, eq, gt, gte } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Client, ClientFollow, DocEvent } from '../schema/index.ts'

/** What the demo's salespeople wrote after talking to their customers. */
const NOTES: [number, string, string, number, number][] = [
  [1, '客户确认 12 月补货需求，约定下周发送报价单', 'Mr. Tan', 3, 1_800_000],
  [2, '上门拜访，参观了对方在巴生港的仓库，对海外仓一件代发有兴趣', 'Ms. Lim', 2, 5_000_000],
  [3, '通过 WhatsApp 发送了马来西亚专线的运价表', 'Aisyah', 1, 0],
  [4, '邮件确认报关资料清单，等待客户回传装箱单', 'Mr. Wong', 4, 2_600_000],
]

/**
 * Follow-ups behind the customers the demo already says were followed up (last of all that happened
 * to them) and are due again: one each, at the customer's last follow-up, naming its next one, on
 * the customer's timeline too.
 * Written after the documents' plan has run and been dated, as the follow-up screen would.
 */
export async function seedFollowUps(tx: Tx): Promise<number> {
  const due = await tx
    .select({
      Id: Client.Id,
      Type: Client.Type,
      AgentId: Client.AgentId,
      DepartmentId: Client.DepartmentId,
      State: Client.State,
      FollowTime: Client.FollowTime,
      NextFollowTime: Client.NextFollowTime,
    })
    .from(Client)
    .where(
      and(
        eq(Client.Kind, 1),
        eq(Client.State, 'Private'),
        gt(Client.FollowTime, 0),
        gt(Client.NextFollowTime, 0),
        gte(Client.FollowTime, Client.UpdateTime),
      ),
    )
  for (const [i, c] of due.entries()) {
    const [method, content, contact, stage, amount] = NOTES[i % NOTES.length]!
    await tx.insert(ClientFollow).values({
      ClientId: c.Id,
      ClientType: c.Type,
      AgentId: c.AgentId,
      DepartmentId: c.DepartmentId,
      Method: method,
      ContactName: contact,
      Content: content,
      FollowTime: c.FollowTime,
      NextFollowTime: c.NextFollowTime,
      Stage: stage,
      Amount: amount,
      CreateTime: c.FollowTime,
      UpdateTime: c.FollowTime,
      UpdateAgent: c.AgentId,
    })
    await tx.insert(DocEvent).values({
      Doc: 'Client',
      DocId: c.Id,
      Event: 'follow',
      From: c.State,
      To: c.State,
      AgentId: c.AgentId,
      Data: { Method: method, ContactName: contact, Content: content, NextFollowTime: c.NextFollowTime },
      CreateTime: c.FollowTime,
    })
    await tx.update(Client).set({ FollowNum: 1, UpdateTime: c.FollowTime }).where(eq(Client.Id, c.Id))
  }
  return due.length
}

import { and, eq, ne } from 'drizzle-orm'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { Client } from '../db/schema/index.ts'
import type { Tx } from '../../kernel/server/db/client.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'

/**
 * Refuses (400 on ClientId) a write about a customer the author does not work: its owner or
 * cooperating salesperson while it is private, or a supervisor (any scope wider than one's own).
 * Answers the customer. Locks its row, so what the write changes on it follows in the same transaction.
 */
export async function assertWorksClient(tx: Tx, auth: AuthContext, clientId: number, message: MessageDescriptor) {
  const [client] = await tx
    .select({ AgentId: Client.AgentId, CoAgentId: Client.CoAgentId, State: Client.State, Type: Client.Type, Kind: Client.Kind })
    .from(Client)
    .where(and(eq(Client.Id, clientId), ne(Client.Status, -1)))
    .for('update')
  const mine = client && client.State === 'Private' && (client.AgentId === auth.agentId || client.CoAgentId === auth.agentId)
  if (!client || (!mine && auth.scope === 'own')) throw badRequest(message, [{ Field: 'ClientId', message }])
  return client
}

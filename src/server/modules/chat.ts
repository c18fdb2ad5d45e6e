import { chatVisitResource } from '../../shared/resources/chat.ts'
import { ChatVisit } from '../db/schema/index.ts'
import { resource, type ServerModule } from '../../kernel/server/module.ts'
import { registerChat } from '../routes/chat.ts'
import { seedDemoChat } from '../db/seed/demo-chat.ts'
import { CHAT_PERMISSIONS } from '../../shared/permissions.ts'
import { seesConversation } from '../services/chat.ts'

/** Live chat with shop visitors and end users. */
export const chatModule: ServerModule = {
  name: 'chat',
  dependsOn: ['commerce'],
  permissions: CHAT_PERMISSIONS,
  resources: [resource(chatVisitResource, ChatVisit)],
  routes: registerChat,
  // A conversation changed (a message, read, assigned, closed): told to those within whose scope it is.
  // A shop page recorded a visit: the visitor records lists refresh (they apply the reader's scope).
  live: [
    {
      topic: 'chat',
      permission: 'chat:view',
      concerns: async ({ db }, auth, arg) => /^[1-9]\d{0,9}$/.test(arg) && seesConversation(db, auth, Number(arg)),
    },
    { topic: 'visit', permission: 'chat:view' },
  ],
  demo: (tx, { mobiles }) => seedDemoChat(tx, mobiles),
}

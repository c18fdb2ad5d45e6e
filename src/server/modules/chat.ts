import { chatVisitResource } from '../../shared/resources/chat.ts'
import { ChatVisit } from '../db/schema/index.ts'
import { resource, type ServerModule } from '../../kernel/server/module.ts'
import { registerChat } from '../routes/chat.ts'
import { seedDemoChat } from '../db/seed/demo-chat.ts'
import { CHAT_PERMISSIONS } from '../../shared/permissions.ts'

/** Live chat with shop visitors and end users. */
export const chatModule: ServerModule = {
  name: 'chat',
  dependsOn: ['commerce'],
  permissions: CHAT_PERMISSIONS,
  resources: [resource(chatVisitResource, ChatVisit)],
  routes: registerChat,
  demo: (tx, { mobiles }) => seedDemoChat(tx, mobiles),
}

import { loginLockoutResource } from '../../shared/resources/security.ts'
import { fieldChangeResource } from '../../shared/resources/audit.ts'
import { fieldChangeHooks } from '../resources/audit.ts'
import { noticeResource } from '../../shared/resources/notice.ts'
import { smsOutboxResource } from '../../shared/resources/sms-outbox.ts'
import { FieldChange, LoginLockout, Notice, SmsOutbox } from '../db/schema/index.ts'
import { resource, type ServerModule } from '../../kernel/server/module.ts'
import { noticeHooks } from '../resources/notice.ts'
import { loginLockoutHooks } from '../resources/security.ts'
import { SYSTEM_RESOURCES } from '../resources/system.ts'
import { registerMenu } from '../../kernel/server/routes/menu.ts'
import { SYSTEM_PERMISSIONS } from '../../shared/permissions.ts'
import { seedDemoTexts } from '../db/seed/demo-texts.ts'
import { seedDemoHistory } from '../db/seed/demo-history.ts'
import { referenceRegistry } from '../../kernel/server/resources/index.ts'

/** System settings: notices, the company's parameters and lookups, menus, the API switch table, lockouts, the texts kept unsent, the audit trail. */
export const systemModule: ServerModule = {
  name: 'system',
  permissions: SYSTEM_PERMISSIONS,
  resources: [
    resource(noticeResource, Notice, noticeHooks),
    ...SYSTEM_RESOURCES,
    resource(loginLockoutResource, LoginLockout, loginLockoutHooks),
    resource(smsOutboxResource, SmsOutbox),
    resource(fieldChangeResource, FieldChange, fieldChangeHooks),
  ],
  routes: registerMenu,
  demo: async (tx, { mobiles, now, app }) => [
    await seedDemoTexts(tx, mobiles, now),
    await seedDemoHistory(tx, mobiles, now, referenceRegistry(app.resources)),
  ],
}

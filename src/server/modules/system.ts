import { loginLockoutResource } from '../../shared/resources/security.ts'
import { noticeResource } from '../../shared/resources/notice.ts'
import { LoginLockout, Notice } from '../db/schema/index.ts'
import { resource, type ServerModule } from '../../kernel/server/module.ts'
import { noticeHooks } from '../resources/notice.ts'
import { loginLockoutHooks } from '../resources/security.ts'
import { SYSTEM_RESOURCES } from '../resources/system.ts'
import { registerMenu } from '../../kernel/server/routes/menu.ts'
import { SYSTEM_PERMISSIONS } from '../../shared/permissions.ts'

/** System settings: notices, the company's parameters and lookups, menus, the API switch table, lockouts. */
export const systemModule: ServerModule = {
  name: 'system',
  permissions: SYSTEM_PERMISSIONS,
  resources: [
    resource(noticeResource, Notice, noticeHooks),
    ...SYSTEM_RESOURCES,
    resource(loginLockoutResource, LoginLockout, loginLockoutHooks),
  ],
  routes: registerMenu,
}

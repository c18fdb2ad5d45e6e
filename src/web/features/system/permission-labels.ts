import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AppAreaPermissions } from '../../../shared/permissions.ts'

/** What the permission resources of the areas still in the app's folders are called in the role matrix (the modules name theirs). */
export const PERMISSION_LABELS: Record<keyof AppAreaPermissions, MessageDescriptor> = {
  client: msg`Customers`,
  chat: msg`Chat`,
  single: msg`Single projects`,
  product: msg`Products`,
  order: msg`Orders`,
  service: msg`Services`,
  course: msg`Courses`,
  live: msg`Live streams`,
  platform: msg`Platforms`,
  declare: msg`Customs declarations`,
  agent: msg`Staff`,
  department: msg`Departments`,
  role: msg`Roles`,
  user: msg`End users`,
  setting: msg`System parameters`,
  subject: msg`Companies`,
  notice: msg`Notices`,
  ad: msg`Adverts`,
  api: msg`API registry`,
  help: msg`Help documents`,
  exceptions: msg`Exceptions`,
  security: msg`Login protection`,
  audit: msg`Audit trail`,
  news: msg`Media`,
  attract: msg`Investment`,
  paper: msg`Papers and exams`,
  transfer: msg`Transfer`,
  scm: msg`Supply chain`,
  finance: msg`Finance`,
  chart: msg`Reports`,
  app: msg`Mini-app`,
  discount: msg`Discounts`,
}

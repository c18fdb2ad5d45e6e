import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Action, PermissionResource } from '../../../shared/permissions.ts'

/** What each permission resource and action is called in the role matrix. */
export const RESOURCE_LABELS: Record<PermissionResource, MessageDescriptor> = {
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
  news: msg`Media`,
  attract: msg`Investment`,
  paper: msg`Papers and exams`,
  warehouse: msg`Warehouses`,
  transfer: msg`Transfer`,
  entry: msg`Inbound`,
  delivery: msg`Outbound`,
  stock: msg`Stock`,
  scm: msg`Supply chain`,
  finance: msg`Finance`,
  chart: msg`Reports`,
  app: msg`Mini-app`,
  discount: msg`Discounts`,
}

export const ACTION_LABELS: Record<Action, MessageDescriptor> = {
  view: msg`View`,
  create: msg`Create`,
  update: msg`Edit`,
  delete: msg`Delete`,
  export: msg`Export`,
}

import { noticeResource } from '../../shared/resources/notice.ts'
import { Notice } from '../db/schema/index.ts'
import type { Deps } from '../env.ts'
import type { Router } from '../routes/define.ts'
import type { ResourceDef } from '../../shared/resources/define.ts'
import { registerCrud, type ResourceHooks } from './crud.ts'
import { HR_RESOURCES } from './hr.ts'
import { SYSTEM_RESOURCES } from './system.ts'
import { noticeHooks } from './notice.ts'
import { LIFECYCLE_RESOURCES } from '../lifecycle/index.ts'

/** Every resource served by the generic CRUD router, with its table and what it adds. */
export const RESOURCES = [{ def: noticeResource, table: Notice, hooks: noticeHooks }, ...HR_RESOURCES, ...SYSTEM_RESOURCES, ...LIFECYCLE_RESOURCES] as const

export function registerResources(app: Router, deps: Deps) {
  for (const r of RESOURCES) registerCrud(app, deps, r.def as ResourceDef, r.table, ('hooks' in r ? r.hooks : undefined) as ResourceHooks | undefined)
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Action } from '../../../shared/permissions.ts'

/** What each action is called in the role matrix. */
export const ACTION_LABELS: Record<Action, MessageDescriptor> = {
  view: msg`View`,
  create: msg`Create`,
  update: msg`Edit`,
  delete: msg`Delete`,
  export: msg`Export`,
  approve: msg`Approve`,
}

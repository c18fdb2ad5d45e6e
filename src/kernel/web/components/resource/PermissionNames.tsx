import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isAction, WILDCARD } from '../../../shared/permissions.ts'
import { ACTION_LABELS } from './permission-labels.ts'
import { usePermissionLabel } from './permission-parts.tsx'

/**
 * A role's permission keys as people read them: each resource by its name with its actions
 * (`Customers: View, Create, Edit`), one per line, in the order the role lists them.
 */
export function PermissionNames({ keys }: { keys: readonly string[] }) {
  const { i18n } = useLingui()
  const label = usePermissionLabel()
  if (keys.includes(WILDCARD))
    return (
      <span data-testid="permission-names">
        <Trans>Every permission</Trans>
      </span>
    )
  if (!keys.length) return <span className="text-neutral-500">—</span>
  const byResource = new Map<string, string[]>()
  for (const key of keys) {
    const [resource = key, action = ''] = key.split(':')
    byResource.set(resource, [...(byResource.get(resource) ?? []), action])
  }
  return (
    <span className="flex flex-col gap-0.5" data-testid="permission-names">
      {[...byResource].map(([resource, actions]) => (
        <span key={resource}>
          <span className="font-medium">{i18n._(label(resource))}</span>
          {': '}
          {actions.map((a) => (isAction(a) ? i18n._(ACTION_LABELS[a]) : a)).join(', ')}
        </span>
      ))}
    </span>
  )
}

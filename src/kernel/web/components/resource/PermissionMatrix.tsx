import { useMemo } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ACTIONS, permissionTable } from '../../../shared/permissions.ts'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ACTION_LABELS } from './permission-labels.ts'
import { usePermissionLabel } from './permission-parts.tsx'
import { menuRoutes } from '../../shell/page-info.ts'

const isPermissionResource = (name: string) => Object.hasOwn(permissionTable(), name)

interface Section {
  key: string
  title: MessageDescriptor
  resources: string[]
}

/** Permission resources under the menu group whose screens first ask for them (the routes say). */
function useSections(): Section[] {
  const router = useRouter()
  return useMemo(() => {
    const routes = menuRoutes(router)
    const groups = routes
      .filter((r) => r.options.staticData?.group)
      .map((r) => ({ path: r.fullPath, group: r.options.staticData!.group! }))
      .sort((a, b) => a.group.order - b.group.order)
    const placed = new Set<string>()
    const sections: Section[] = []
    for (const g of groups) {
      const resources: string[] = []
      for (const r of routes) {
        if (!r.fullPath.startsWith(`${g.path}/`)) continue
        for (const key of r.options.staticData?.meta?.access ?? []) {
          const res = key.split(':')[0]!
          if (isPermissionResource(res) && !placed.has(res)) {
            placed.add(res)
            resources.push(res)
          }
        }
      }
      if (resources.length) sections.push({ key: g.group.key, title: g.group.title, resources })
    }
    const rest = Object.keys(permissionTable()).filter((r) => !placed.has(r))
    if (rest.length) sections.push({ key: 'other', title: msg`Other`, resources: rest })
    return sections
  }, [router])
}

/**
 * A role's permission keys as a matrix: one row per resource under its menu group, one column
 * per action; a group's heading selects or clears all of its keys.
 */
export function PermissionMatrix({ value, onChange, id }: { value: readonly string[]; onChange(v: string[]): void; id?: string }) {
  const { i18n } = useLingui()
  const sections = useSections()
  const label = usePermissionLabel()
  const chosen = new Set(value)
  const set = (keys: string[], on: boolean) => {
    const next = new Set(chosen)
    for (const k of keys) {
      if (on) next.add(k)
      else next.delete(k)
    }
    onChange([...next].sort())
  }
  return (
    <div id={id} className="max-h-96 overflow-auto rounded-md border border-neutral-200" data-testid="permission-matrix">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-neutral-50 text-xs text-neutral-600">
          <tr>
            <th className="px-3 py-1.5 text-left font-medium">
              <Trans>Screen</Trans>
            </th>
            {ACTIONS.map((a) => (
              <th key={a} className="px-2 py-1.5 font-medium">
                {i18n._(ACTION_LABELS[a])}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((s) => {
          const keys = s.resources.flatMap((r) => (permissionTable()[r] ?? []).map((a) => `${r}:${a}`))
          const all = keys.every((k) => chosen.has(k))
          return (
            <tbody key={s.key}>
              <tr className="bg-neutral-50/60">
                <th colSpan={ACTIONS.length + 1} className="px-3 py-1.5 text-left font-medium">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-neutral-900"
                      checked={all}
                      onChange={(e) => set(keys, e.target.checked)}
                      data-testid={`perm-group-${s.key}`}
                    />
                    {i18n._(s.title)}
                  </label>
                </th>
              </tr>
              {s.resources.map((r) => (
                <tr key={r} className="border-t border-neutral-100">
                  <td className="px-3 py-1 pl-9">{i18n._(label(r))}</td>
                  {ACTIONS.map((a) => {
                    const key = `${r}:${a}`
                    const actions: readonly string[] = permissionTable()[r] ?? []
                    const offered = actions.includes(a)
                    return (
                      <td key={a} className="px-2 py-1 text-center">
                        {offered ? (
                          <input
                            type="checkbox"
                            className="size-4 accent-neutral-900"
                            aria-label={`${i18n._(label(r))}: ${i18n._(ACTION_LABELS[a])}`}
                            checked={chosen.has(key)}
                            onChange={(e) => set([key], e.target.checked)}
                            data-testid={`perm-${key}`}
                          />
                        ) : null}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          )
        })}
      </table>
    </div>
  )
}

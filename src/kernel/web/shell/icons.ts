import type { LucideIcon } from 'lucide-react'
import * as iconSet from './icon-set.ts'

/** Icons by name, for route and group metadata (`icon: 'Warehouse'`). */
export const ICONS: Readonly<Record<keyof typeof iconSet, LucideIcon>> = iconSet
export type IconName = keyof typeof iconSet

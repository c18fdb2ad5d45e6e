import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { physical } from '@tanstack/virtual-file-routes'

const MODULES = fileURLToPath(new URL('../modules/', import.meta.url))

/**
 * The route files the area modules bring for one of the app's layouts (`_app`, `print`,
 * `station`): each module's `web/routes/<layout>` folder, mounted into the route tree where the
 * calling `(modules)` folder sits (TanStack Router's virtual file routes; the group's name adds
 * nothing to the address). A module's screens are then found under its own folder, and the app
 * lists none of them.
 */
export function moduleRoutes(layout: string, mountedAt: string, modules = MODULES) {
  return fs
    .readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(modules, d.name, 'web/routes', layout)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((d) => physical('', path.relative(mountedAt, path.join(modules, d.name, 'web/routes', layout))))
}

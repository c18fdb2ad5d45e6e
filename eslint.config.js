import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import fs from 'node:fs'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/**
 * Imports run one way (docs/ARCHITECTURE.md): app → modules → kernel (src/kernel), which imports
 * nothing of the areas: its rules go by the file an import resolves to. Then web → shared, machines;
 * server → shared, machines; machines → xstate and shared; shared → nothing of ours. The web
 * kernel (src/kernel/web: components, lib, shell) imports no feature, route or area: the app hands
 * it the areas' parts. On the server only the app (app.ts, server.ts, main.ts and
 * the demo seed) reaches the module list, and a module's manifest names its own area's code, never
 * another manifest.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group: [group], message })) }],
})
const WEB = ['**/web/**', 'the web client may not be imported from here']
const SERVER = ['**/server/**', 'server code may not be imported from here']
const MACHINES = ['**/machines/**', 'machines may not be imported from shared code']
const UI = ['react', 'react-dom', 'React belongs to the web client']
const MANIFESTS = ['./*', 'a manifest declares its own area: another area is named in dependsOn, not imported']
const SERVER_APP = ['src/server/app.ts', 'src/server/server.ts', 'src/server/main.ts', 'src/server/db/seed/**', 'src/server/modules/**']

/** The kernel's floors, by resolved path: it imports no area, and its shared part neither side. */
const KERNEL_ZONES = [
  {
    target: './src/kernel',
    from: ['./src/server', './src/shared', './src/web', './src/modules', './tests', './bench'],
    message: 'the kernel knows no business area: an area brings what it needs through its manifest, Deps or a hook',
  },
  { target: './src/kernel/shared', from: ['./src/kernel/server', './src/kernel/web'], message: 'shared code imports neither side' },
  { target: './src/kernel/web', from: ['./src/kernel/server'], message: 'the web client may not import server code' },
  { target: './src/kernel/server', from: ['./src/kernel/web'], message: 'the server may not import the web client' },
]

/**
 * An area module (src/modules/<area>) imports the kernel, the machines, its own folder and the
 * modules its manifest names in `dependsOn`, read from the manifest itself; nothing of the app.
 */
const AREAS = fs
  .readdirSync('src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const dependsOn = (area) => {
  const found = /dependsOn:\s*\[([^\]]*)\]/.exec(fs.readFileSync(`src/modules/${area}/manifest.ts`, 'utf8'))
  return found ? [...found[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : []
}
const MODULE_ZONES = AREAS.flatMap((area) => [
  {
    target: `./src/modules/${area}`,
    from: ['./src/server', './src/shared', './src/web', './tests', './bench'],
    message: 'an area module imports the kernel, the machines and the modules it depends on, nothing of the app',
  },
  {
    target: `./src/modules/${area}`,
    from: './src/modules',
    except: [`./${area}`, ...dependsOn(area).map((d) => `./${d}`)],
    message: 'a module imports only the modules its manifest names in dependsOn',
  },
  {
    target: `./src/modules/${area}/shared`,
    from: [`./src/modules/${area}/server`, `./src/modules/${area}/web`, './src/kernel/server', './src/kernel/web'],
    message: 'shared code imports neither side',
  },
  {
    target: `./src/modules/${area}/web`,
    from: [`./src/modules/${area}/server`, './src/kernel/server'],
    message: 'the web client may not import server code',
  },
  {
    target: `./src/modules/${area}/server`,
    from: [`./src/modules/${area}/web`, './src/kernel/web'],
    message: 'the server may not import the web client',
  },
])

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tmp/**',
      'bench/results/**',
      'node_modules/**',
      'src/web/routeTree.gen.ts',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // An area adds its permission table to the kernel's by an interface that only extends it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The two classic hook rules; the plugin's React Compiler rules are not adopted (no compiler here).
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/kernel/web/**/*.{ts,tsx}', 'src/modules/*/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/web/**', 'src/kernel/web/**', 'src/modules/*/web/**'], rules: forbid(SERVER) },
  { files: ['src/server/**'], rules: forbid(WEB) },
  // The path rules below resolve each import to its file.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
  },
  // Only the app reaches the module list: the parts get what they need through Deps and the registry.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: SERVER_APP,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server',
              from: './src/server/modules',
              message: 'only the app assembles the modules: the parts get what they need through Deps and the registry',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/server/modules/*.ts'], ignores: ['src/server/modules/index.ts'], rules: forbid(WEB, MANIFESTS) },
  { files: ['src/shared/**'], rules: forbid(WEB, SERVER, MACHINES, UI) },
  { files: ['machines/**'], rules: forbid(WEB, SERVER, UI) },
  {
    files: ['src/kernel/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: KERNEL_ZONES }] },
  },
  {
    files: ['src/modules/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: MODULE_ZONES }] },
  },
  { files: ['src/kernel/shared/**'], rules: forbid(UI) },
)

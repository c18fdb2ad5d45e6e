import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Imports run one way (docs/ARCHITECTURE.md): web → shared, machines;
 * server → shared, machines; machines → xstate and shared; shared → nothing of ours; inside web,
 * components never import features.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group: [group], message })) }],
})
const WEB = ['**/web/**', 'the web client may not be imported from here']
const SERVER = ['**/server/**', 'server code may not be imported from here']
const MACHINES = ['**/machines/**', 'machines may not be imported from shared code']
const UI = ['react', 'react-dom', 'React belongs to the web client']
const FEATURES = ['**/features/**', 'components are the pieces features share: they may not import a feature']

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The two classic hook rules; the plugin's React Compiler rules are not adopted (no compiler here).
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/web/**'], rules: forbid(SERVER) },
  { files: ['src/web/components/**'], rules: forbid(SERVER, FEATURES) },
  { files: ['src/server/**'], rules: forbid(WEB) },
  { files: ['src/shared/**'], rules: forbid(WEB, SERVER, MACHINES, UI) },
  { files: ['machines/**'], rules: forbid(WEB, SERVER, UI) },
)

import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE } from './src/kernel/shared/locales.ts'

// One catalog for the whole product: the server's messages (explicit ids in
// src/kernel/shared/messages.ts) and the client's macros live side by side.
const config: LinguiConfig = {
  locales: [...LOCALES],
  sourceLocale: SOURCE_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/shared/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/shared', '<rootDir>/src/kernel', '<rootDir>/src/modules'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
}
export default config

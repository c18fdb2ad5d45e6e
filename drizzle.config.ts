import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // The app's tables and each area module's own (src/modules/<area>/server/schema.ts and what it re-exports).
  schema: ['./src/server/db/schema/index.ts', './src/modules/*/server/schema.ts'],
  out: './src/server/db/migrations',
  casing: 'snake_case',
})

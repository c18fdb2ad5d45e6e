/**
 * `npm test` seeds the API tests' templates with this while the static checks run (each takes one
 * core of two), and writes where they are to the file TEST_TEMPLATES names for the global setup.
 */
import fs from 'node:fs'
import { SEED } from './templates.ts'

const out = process.env.TEST_TEMPLATES
if (!out) throw new Error('TEST_TEMPLATES names no file to write the templates to')
const [pglite, postgres] = await Promise.all([SEED.pglite(), SEED.postgres()])
fs.writeFileSync(out, JSON.stringify({ pglite, postgres }))

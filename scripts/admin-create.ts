/**
 * `npm run admin:create -- --mobile 13912345678 --name "Li Lei" [--password …]`
 * Makes the first administrator of a real installation (DATABASE_URL, or the embedded
 * database in DATA_DIR while no server holds it). Without --password one is generated and printed.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { Agent, Role } from '../src/server/db/schema/index.ts'
import { hashPassword } from '../src/kernel/server/lib/password.ts'
import { WILDCARD } from '../src/kernel/shared/permissions.ts'
import { openScriptDatabase } from './open-database.ts'

const { values } = parseArgs({
  options: { mobile: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
})
const mobile = values.mobile?.trim() ?? ''
if (!/^\d{5,15}$/.test(mobile) || !values.name?.trim()) {
  console.error('Usage: npm run admin:create -- --mobile <digits> --name <name> [--password <at least 6 characters>]')
  process.exit(2)
}
const password = values.password ?? randomBytes(9).toString('base64url')
if (password.length < 6) {
  console.error('The password needs at least 6 characters.')
  process.exit(2)
}

const database = await openScriptDatabase()
try {
  const hash = await hashPassword(password)
  await database.db.transaction(async (tx) => {
    let [role] = await tx.select({ Id: Role.Id }).from(Role).where(eq(Role.Code, 'admin'))
    role ??= (
      await tx
        .insert(Role)
        .values({ Code: 'admin', Title: 'Administrator', Permission: [WILDCARD], DataScope: 'all' })
        .returning({ Id: Role.Id })
    )[0]
    const [existing] = await tx.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, mobile))
    if (existing) {
      await tx.update(Agent).set({ RoleId: role!.Id, Pwd: hash, Status: 1, State: 'Active' }).where(eq(Agent.Id, existing.Id))
    } else {
      await tx.insert(Agent).values({ Name: values.name!.trim(), Mobile: mobile, Pwd: hash, RoleId: role!.Id, State: 'Active' })
    }
  })
  console.log(`Administrator ${mobile} is ready.${values.password ? '' : ` Password: ${password}`}`)
} finally {
  await database.close()
}

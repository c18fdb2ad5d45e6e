import { count, eq } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, SmsCode, SmsOutbox } from '../schema/index.ts'
import { hashCode, newCode } from '../../../kernel/server/services/sms.ts'
import { loadServerCatalogs, translate } from '../../../kernel/server/lib/i18n.ts'
import { M } from '../../../kernel/shared/messages.ts'
import { SMS_CODE_TTL_MINUTES, SMS_TYPE } from '../../../kernel/shared/schemas/account.ts'

/**
 * The demo has no SMS gateway, so its texts are kept (kernel/server/services/sms.ts): the warehouse
 * worker asked a few minutes before the seed for a code to move his login to a new number, and
 * the administrator finds it on /system/sms_outbox, as they would for any member of a trial install.
 */
export async function seedDemoTexts(tx: Tx, mobiles: Readonly<Record<string, string>>, now: number) {
  const [had] = await tx.select({ n: count() }).from(SmsOutbox)
  if ((had?.n ?? 0) > 0) return
  const [worker] = await tx
    .select({ Id: Agent.Id })
    .from(Agent)
    .where(eq(Agent.Mobile, mobiles.warehouse ?? ''))
  if (!worker) return
  await loadServerCatalogs()
  const phone = '13987654321'
  const code = newCode()
  const sent = now - 3 * 60
  await tx.insert(SmsCode).values({
    Phone: phone,
    Type: SMS_TYPE.changeMobile,
    AgentId: worker.Id,
    CodeHash: hashCode(code),
    ExpireTime: sent + SMS_CODE_TTL_MINUTES * 60,
    CreateTime: sent,
  })
  await tx.insert(SmsOutbox).values({
    Phone: phone,
    Type: SMS_TYPE.changeMobile,
    Text: translate('zh-CN', M.smsCodeText, { code, minutes: SMS_CODE_TTL_MINUTES }),
    CreateTime: sent,
  })
}

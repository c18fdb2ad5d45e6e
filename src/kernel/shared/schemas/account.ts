import { z } from 'zod'
import { id } from './fields.ts'

/** A staff mobile number: digits only, as the login account is (spec section 5). */
export const MobileNumber = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{5,15}$/, { message: 'badMobile' })

/** What an SMS code is for. 1: changing a staff mobile number (spec section 7). */
export const SMS_TYPE = { changeMobile: 1 } as const
export type SmsType = (typeof SMS_TYPE)[keyof typeof SMS_TYPE]

/** Codes: six digits, valid for ten minutes, five wrong tries. */
export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_MINUTES = 10
export const SMS_CODE_MAX_ATTEMPTS = 5
/** One send per number per minute; ten per number (and per agent) per hour. */
export const SMS_RESEND_SECONDS = 60
export const SMS_HOURLY_LIMIT = 10

/** `POST /Api/Sms/Send` (spec section 7: Phone, Type 1). */
export const SmsSendBody = z.object({
  Phone: MobileNumber,
  Type: z.literal(SMS_TYPE.changeMobile),
})
export type SmsSendBody = z.infer<typeof SmsSendBody>

export const SmsCodeField = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{6}$/, { message: 'badCode' })

/** `POST /Api/Agent/UpdateMobile`: the agent's own new mobile number and the code sent to it. */
export const UpdateMobileBody = z.object({
  Mobile: MobileNumber,
  ValidCode: SmsCodeField,
})
export type UpdateMobileBody = z.infer<typeof UpdateMobileBody>

/** `POST /Api/Session/Delete`: one of the caller's own sessions. */
export const SessionDeleteBody = z.object({ Id: id() })

/** A row of `GET /Api/Session/Index`. */
export interface SessionRow {
  Id: number
  CreateTime: number
  LastTime: number
  ExpireTime: number
  Ip: string
  UserAgent: string
  Current: boolean
}

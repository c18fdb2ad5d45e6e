import { z } from 'zod'
import { isValidPhoneNumber } from 'libphonenumber-js/mobile'
import { id } from './fields.ts'

/** The countries of the console's seven languages: mainland China, Taiwan, Malaysia, Indonesia, Vietnam, Thailand. */
const CALLING_CODES = ['86', '886', '60', '62', '84', '66']

/**
 * A mobile number that can be a login account: digits only (spec section 5), either a mainland
 * number as dialled at home (11 digits, 1[3-9]…) or, for the other countries of the console's
 * languages, the E.164 number without its "+" (60 12-345 6789 → 60123456789), checked against the
 * country's mobile ranges by libphonenumber. "12345" is none of these.
 */
export function isMobileNumber(digits: string): boolean {
  if (/^1[3-9]\d{9}$/.test(digits)) return true
  if (!/^\d{8,15}$/.test(digits) || !CALLING_CODES.some((c) => digits.startsWith(c))) return false
  return isValidPhoneNumber(`+${digits}`)
}

export const MobileNumber = z.string().trim().min(1).refine(isMobileNumber, { message: 'badMobile' })

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

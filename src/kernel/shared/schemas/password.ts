import { z } from 'zod'
import { id } from './fields.ts'

/** Change-password form (spec sections 5 and 8); the server validates with the same schema. */
export const UpdatePwdBody = z
  .object({
    Id: id().optional(),
    OldPwd: z.string().min(1),
    NewPwd: z.string().min(6).max(100),
    NewPwdConfirm: z.string().min(6).max(100),
  })
  .refine((v) => v.NewPwd === v.NewPwdConfirm, { message: 'pwdMismatch', path: ['NewPwdConfirm'] })
export type UpdatePwdBody = z.infer<typeof UpdatePwdBody>

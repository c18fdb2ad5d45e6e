import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import type { z } from 'zod'
import { SMS_RESEND_SECONDS, SMS_TYPE, UpdateMobileBody } from '../../../shared/schemas/account.ts'
import { agentInfoQuery, agentKeys } from '../../lib/auth.ts'
import { applyServerErrors, formSummary, messageText, schemaResolver } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/ui/form.tsx'
import { Input } from '../../components/ui/input.tsx'
import { myQuery, sendSms, updateMobile } from './account-api.ts'

type Values = z.input<typeof UpdateMobileBody>

// When the last code was sent: the countdown survives closing and reopening the dialog.
let sentAt = 0
const ticks = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
function startCountdown() {
  sentAt = Date.now()
  ticks.forEach((l) => l())
  timer ??= setInterval(() => {
    ticks.forEach((l) => l())
    if (secondsLeft() === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }, 1000)
}
function resetCountdown() {
  sentAt = 0
  ticks.forEach((l) => l())
}
const secondsLeft = () => Math.max(0, Math.ceil((sentAt + SMS_RESEND_SECONDS * 1000 - Date.now()) / 1000))
function useSecondsLeft() {
  return useSyncExternalStore((l) => {
    ticks.add(l)
    return () => ticks.delete(l)
  }, secondsLeft)
}

function Fact({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="truncate text-sm font-medium text-neutral-900" data-testid={testId}>
        {value || '—'}
      </dd>
    </div>
  )
}

/**
 * My profile: name, department and role, and changing one's mobile number (the login account)
 * with an SMS code sent to the new number (spec sections 5 and 7).
 */
export function ProfileDialog() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const info = useQuery(agentInfoQuery)
  const my = useQuery(myQuery)
  const left = useSecondsLeft()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values>({ resolver: schemaResolver(UpdateMobileBody), defaultValues: { Mobile: '', ValidCode: '' } })
  const { errors, isSubmitted, isSubmitting } = form.formState
  const summary = failure ?? (isSubmitted ? formSummary(errors) : undefined)

  async function onSendCode() {
    setFailure(null)
    const valid = await form.trigger('Mobile')
    if (!valid) {
      // Spec section 8: sending a code needs a valid form.
      setFailure(messageText('infoIncomplete'))
      return
    }
    setSending(true)
    try {
      const res = await sendSms({ Phone: form.getValues('Mobile').trim(), Type: SMS_TYPE.changeMobile })
      if (res.Result) {
        notify(res.Message || messageText('smsSent'), 'success')
        startCountdown()
        form.setFocus('ValidCode')
      } else {
        for (const e of res.Errors ?? []) if (e.Field === 'Phone') form.setError('Mobile', { type: 'server', message: e.Message })
        setFailure(res.Message || messageText('smsSendFailed'))
      }
    } catch {
      // no network: the notice is up already
    } finally {
      setSending(false)
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    let res
    try {
      res = await updateMobile({ Mobile: values.Mobile.trim(), ValidCode: values.ValidCode.trim() })
    } catch {
      return
    }
    if (res.Result) {
      notify(res.Message || messageText('mobileChanged'), 'success')
      form.reset({ Mobile: '', ValidCode: '' })
      resetCountdown()
      await queryClient.invalidateQueries({ queryKey: agentKeys.all })
      return
    }
    applyServerErrors(form.setError, res, ['Mobile', 'ValidCode'])
    setFailure(res.Message || messageText('invalid'))
  })

  return (
    <DialogContent data-testid="dialog-profile" className="max-w-lg">
      <DialogHeader>
        <DialogTitle>
          <Trans>My profile</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Your details as the company keeps them. Your mobile number is also your login account.</Trans>
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-4 rounded-md border border-neutral-200 bg-neutral-50 p-4">
        <Fact label={<Trans>Name</Trans>} value={info.data?.user_name} testId="profile-name" />
        <Fact label={<Trans>Mobile number</Trans>} value={my.data?.Mobile} testId="profile-mobile" />
        <Fact label={<Trans>Department</Trans>} value={info.data?.department} testId="profile-department" />
        <Fact label={<Trans>Role</Trans>} value={info.data?.role} testId="profile-role" />
      </dl>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="mobile-form">
          <h3 className="text-sm font-semibold">
            <Trans>Change mobile number</Trans>
          </h3>
          {summary ? (
            <Alert variant="destructive" data-testid="mobile-error">
              {summary}
            </Alert>
          ) : null}
          <FormField
            control={form.control}
            name="Mobile"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>New mobile number</Trans>
                </FormLabel>
                <div className="flex gap-2">
                  <FormControl>
                    <Input type="tel" inputMode="numeric" autoComplete="tel" {...field} />
                  </FormControl>
                  <Button
                    variant="outline"
                    className="shrink-0"
                    onClick={onSendCode}
                    disabled={sending || left > 0}
                    data-testid="send-code"
                  >
                    {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                    {left > 0 ? t`Resend in ${left} s` : t`Send code`}
                  </Button>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="ValidCode"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Verification code</Trans>
                </FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t`6 digits`} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} data-testid="mobile-submit">
              {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      </Form>
    </DialogContent>
  )
}

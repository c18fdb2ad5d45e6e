import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import type { z } from 'zod'
import { UpdatePwdBody } from '../../../shared/schemas/password.ts'
import { applyServerErrors, formSummary, messageText, schemaResolver } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { getSession, setToken } from '../../lib/session.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/ui/form.tsx'
import { Input } from '../../components/ui/input.tsx'
import { updatePwd } from './account-api.ts'
import { closeAccountDialog } from './account-dialogs.ts'

type Values = z.input<typeof UpdatePwdBody>
const FIELDS = ['OldPwd', 'NewPwd', 'NewPwdConfirm'] as const

/**
 * Change password (spec sections 5 and 8): all three fields required, the new one at least
 * 6 characters and typed twice alike — checked here with the server's own schema, and again
 * by the server. Success: "Set successfully", the dialog closes, and the new token replaces
 * the old one (the server ended every other session).
 */
export function ChangePasswordDialog() {
  const { t } = useLingui()
  const form = useForm<Values>({
    resolver: schemaResolver(UpdatePwdBody),
    defaultValues: { OldPwd: '', NewPwd: '', NewPwdConfirm: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const { errors, isSubmitted, isSubmitting } = form.formState
  const summary = failure ?? (isSubmitted ? formSummary(errors) : undefined)

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    let res
    try {
      res = await updatePwd({ OldPwd: values.OldPwd, NewPwd: values.NewPwd, NewPwdConfirm: values.NewPwdConfirm })
    } catch {
      return // no network: the notice is up already
    }
    if (res.Result && res.Data?.Token) {
      setToken(res.Data.Token, getSession()?.day ?? 0)
      notify(res.Message || messageText('setSuccess'), 'success')
      closeAccountDialog()
      return
    }
    applyServerErrors(form.setError, res, FIELDS)
    setFailure(res.Message || messageText('oldPwdWrong'))
  })

  return (
    <DialogContent data-testid="dialog-password">
      <DialogHeader>
        <DialogTitle>
          <Trans>Change password</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>After the change, your other signed-in devices are signed out.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="password-form">
          {summary ? (
            <Alert variant="destructive" data-testid="password-error">
              {summary}
            </Alert>
          ) : null}
          <FormField
            control={form.control}
            name="OldPwd"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Old password</Trans>
                </FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="current-password" autoFocus {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="NewPwd"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>New password</Trans>
                </FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" placeholder={t`At least 6 characters`} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="NewPwdConfirm"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Confirm new password</Trans>
                </FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={closeAccountDialog}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting} data-testid="password-submit">
              {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </DialogContent>
  )
}

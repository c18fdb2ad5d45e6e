import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Globe2, Loader2 } from 'lucide-react'
import { z } from 'zod'
import { login } from '../../../kernel/web/lib/auth.ts'
import { APP_NAME } from '../../../kernel/web/lib/i18n.ts'
import { Alert } from '../../../kernel/web/components/ui/alert.tsx'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '../../../kernel/web/components/ui/card.tsx'
import { Input, NativeSelect } from '../../../kernel/web/components/ui/input.tsx'
import { Label } from '../../../kernel/web/components/ui/label.tsx'
import { LanguageSelect } from '../../../kernel/web/shell/LanguageSelect.tsx'

const ERRORS = {
  accountRequired: msg`Enter your mobile number`,
  accountInvalid: msg`Enter a valid mobile number`,
  pwdRequired: msg`Enter your password`,
} satisfies Record<string, MessageDescriptor>
type ErrorKey = keyof typeof ERRORS
const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(ERRORS, key)

const LoginForm = z.object({
  account: z
    .string()
    .trim()
    .min(1, { message: 'accountRequired' satisfies ErrorKey })
    .regex(/^\d{5,15}$/, { message: 'accountInvalid' satisfies ErrorKey }),
  pwd: z.string().min(1, { message: 'pwdRequired' satisfies ErrorKey }),
  day: z.number().int().min(0),
})
type LoginValues = z.infer<typeof LoginForm>
type FieldName = 'account' | 'pwd'
/** The server's field names (its `Errors[].Field`) for our fields. */
const SERVER_FIELDS: Record<string, FieldName> = { Cellphone: 'account', Pwd: 'pwd' }

export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { i18n, t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const ids = { account: useId(), pwd: useId(), day: useId() }
  const [values, setValues] = useState<LoginValues>({ account: '', pwd: '', day: 0 })
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // The mobile field takes the focus once the page has been drawn, not while React commits it:
  // focusing in the commit forces the browser to lay out the whole first page inside that task,
  // the longest one a phone runs on its way to a usable login.
  const accountRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => accountRef.current?.focus())))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])

  const set = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (key in fieldErrors) setFieldErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (pending) return
    setFailure(null)
    const parsed = LoginForm.safeParse(values)
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        const key = issue.message
        if ((field === 'account' || field === 'pwd') && !errors[field] && isErrorKey(key)) errors[field] = i18n._(ERRORS[key])
      }
      setFieldErrors(errors)
      const first = (['account', 'pwd'] as const).find((f) => errors[f])
      if (first) document.getElementById(ids[first])?.focus()
      return
    }
    setFieldErrors({})
    setPending(true)
    try {
      const refused = await login(queryClient, parsed.data)
      if (refused) {
        const errors: Partial<Record<FieldName, string>> = {}
        for (const fe of refused.Errors ?? []) {
          const field = SERVER_FIELDS[fe.Field]
          if (field && !errors[field]) errors[field] = fe.Message
        }
        setFieldErrors(errors)
        setFailure(refused.Message || t`Login failed. Please try again.`)
        setPending(false)
        return
      }
      if (redirect) router.history.push(redirect)
      else await router.navigate({ to: '/home' })
    } catch {
      // the network notice has been shown already
      setPending(false)
    }
  }

  const describedBy = (field: FieldName) => (fieldErrors[field] ? `${ids[field]}-error` : undefined)

  return (
    <main className="flex min-h-full flex-col bg-neutral-50">
      <div className="flex justify-end p-4">
        <LanguageSelect />
      </div>
      <div className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-16">
        <Card className="w-full max-w-sm">
          <CardHeader className="items-center text-center">
            <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-neutral-900 text-white" aria-hidden>
              <Globe2 className="size-5" />
            </div>
            <h1 className="text-lg leading-snug font-semibold tracking-tight" data-testid="app-name">
              {i18n._(APP_NAME)}
            </h1>
            <CardDescription>
              <Trans>Log in with your mobile number and password</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="login-form">
              {failure ? (
                <Alert variant="destructive" data-testid="login-error">
                  {failure}
                </Alert>
              ) : null}
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.account}>
                  <Trans>Mobile number</Trans>
                </Label>
                <Input
                  id={ids.account}
                  name="Cellphone"
                  type="text"
                  inputMode="numeric"
                  autoComplete="username"
                  ref={accountRef}
                  value={values.account}
                  onChange={(e) => set('account', e.target.value)}
                  aria-invalid={fieldErrors.account ? true : undefined}
                  aria-describedby={describedBy('account')}
                  required
                />
                {fieldErrors.account ? (
                  <p id={`${ids.account}-error`} className="text-xs text-red-700">
                    {fieldErrors.account}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.pwd}>
                  <Trans>Password</Trans>
                </Label>
                <Input
                  id={ids.pwd}
                  name="Pwd"
                  type="password"
                  autoComplete="current-password"
                  value={values.pwd}
                  onChange={(e) => set('pwd', e.target.value)}
                  aria-invalid={fieldErrors.pwd ? true : undefined}
                  aria-describedby={describedBy('pwd')}
                  required
                />
                {fieldErrors.pwd ? (
                  <p id={`${ids.pwd}-error`} className="text-xs text-red-700">
                    {fieldErrors.pwd}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.day}>
                  <Trans>Stay signed in</Trans>
                </Label>
                <NativeSelect id={ids.day} name="Day" value={values.day} onChange={(e) => set('day', Number(e.target.value))}>
                  <option value={0}>{t`Only for this browser session`}</option>
                  <option value={1}>{t`1 day`}</option>
                  <option value={7}>{t`7 days`}</option>
                  <option value={30}>{t`30 days`}</option>
                </NativeSelect>
              </div>
              <Button type="submit" className="mt-2 w-full" disabled={pending} data-testid="login-submit">
                {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {pending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </main>
  )
}

import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react'
import { Slot } from '@radix-ui/react-slot'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { fieldErrorText } from '../../lib/form-errors.ts'
import { Field, FieldDescription, FieldError, FieldLabel } from './field.tsx'

/**
 * shadcn-style bindings of react-hook-form to the field primitives: a FormField names a
 * field; its label, control, description and message find each other's ids through context,
 * so `aria-invalid` and `aria-describedby` are always right.
 */
export const Form = FormProvider

interface FieldContextValue {
  name: string
  id: string
}
const FieldContext = createContext<FieldContextValue | null>(null)

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>(props: ControllerProps<TValues, TName>) {
  const id = useId()
  return (
    <FieldContext.Provider value={{ name: props.name, id }}>
      <Controller {...props} />
    </FieldContext.Provider>
  )
}

export function useFormField() {
  const ctx = useContext(FieldContext)
  if (!ctx) throw new Error('useFormField outside <FormField>')
  const { getFieldState } = useFormContext()
  const formState = useFormState({ name: ctx.name })
  const state = getFieldState(ctx.name, formState)
  return {
    ...state,
    name: ctx.name,
    controlId: `${ctx.id}-control`,
    descriptionId: `${ctx.id}-description`,
    messageId: `${ctx.id}-message`,
  }
}

/** `required` marks the label with * and the control with aria-required. */
const ItemContext = createContext<{ required: boolean }>({ required: false })

export function FormItem({ required = false, ...props }: ComponentProps<'div'> & { required?: boolean }) {
  return (
    <ItemContext.Provider value={{ required }}>
      <Field {...props} />
    </ItemContext.Provider>
  )
}

export function FormLabel(props: Omit<ComponentProps<typeof FieldLabel>, 'htmlFor'>) {
  const { controlId } = useFormField()
  const { required } = useContext(ItemContext)
  return <FieldLabel htmlFor={controlId} required={required} {...props} />
}

/**
 * Puts the id and the aria attributes on the one control inside it. `described` says a
 * FormDescription is present (only ids that exist are referenced).
 */
export function FormControl({ described = false, ...props }: ComponentProps<typeof Slot> & { described?: boolean }) {
  const { controlId, descriptionId, messageId, error } = useFormField()
  const { required } = useContext(ItemContext)
  const ids = [described ? descriptionId : '', error ? messageId : ''].filter(Boolean).join(' ')
  return (
    <Slot
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={ids || undefined}
      {...props}
    />
  )
}

export function FormDescription(props: ComponentProps<'p'>) {
  const { descriptionId } = useFormField()
  return <FieldDescription id={descriptionId} {...props} />
}

/** The field's error in the interface language (or `children` when there is none). */
export function FormMessage({ children, ...props }: ComponentProps<'p'> & { children?: ReactNode }) {
  const { error, messageId, name } = useFormField()
  const text = fieldErrorText(error) ?? children
  return (
    <FieldError id={messageId} data-testid={`error-${name}`} {...props}>
      {text}
    </FieldError>
  )
}

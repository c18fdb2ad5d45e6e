import type { MessageDescriptor } from '@lingui/core'
import { NOTICE_MS, notify } from './notices.ts'

/**
 * Full-width characters typed into inputs that hold codes become half-width, and the user is told
 * once (spec sections 5 and 8). Full-width forms U+FF01–U+FF5E sit 0xFEE0 above their ASCII
 * twins; the ideographic space U+3000 becomes a plain space. Free text (notes, names, reasons,
 * chat) keeps what was typed: Chinese writes its commas and colons full-width.
 */
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/
const FULL_WIDTH_ALL = /[\uFF01-\uFF5E\u3000]/g

export function toHalfWidth(s: string): string {
  return s.replace(FULL_WIDTH_ALL, (ch) => (ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)))
}

export function hasFullWidth(s: string): boolean {
  return FULL_WIDTH.test(s)
}

// An explicit id, so this module carries no macro (its pure half runs in the unit tests).
export const FULL_WIDTH_NOTICE: MessageDescriptor = /*i18n*/ {
  id: 'web.fullWidthConverted',
  message: 'Full-width characters detected; converted to half-width. Please use half-width input.',
}

/** Input types that hold free text. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password'])

/** Types and keyboards that only ever take codes, numbers, phones or addresses. */
const CODE_TYPES = new Set(['email', 'url', 'tel', 'password'])
const CODE_KEYBOARDS = new Set(['numeric', 'decimal', 'tel', 'email', 'url'])

/**
 * Field names that hold codes, numbers, phones, e-mails, ids and addresses (`OrderCode`,
 * `LogisticsNo`, `ClientPhone`, `OwnerCardId`, `ClientAddress`, `HsCode`): forms mark their inputs
 * `data-halfwidth` by this rule. A name, remark or reason never ends so.
 */
const CODE_FIELD =
  /(?:Code|No|Num|Phone|Mobile|Cellphone|Tel|Fax|Email|Mail|Url|Link|Site|Zip|CardId|IdCard|Account|Pwd|Addr|Address|Voyage)$/

export function halfWidthField(name: string): boolean {
  return CODE_FIELD.test(name)
}

/** Whether the guard converts what is typed into this control. */
function holdsCode(el: TextControl): boolean {
  if (el.closest('[data-halfwidth]')) return true
  if (el instanceof HTMLInputElement && CODE_TYPES.has(el.type)) return true
  return CODE_KEYBOARDS.has(el.inputMode)
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

function textControl(target: EventTarget | null): TextControl | null {
  if (target instanceof HTMLTextAreaElement) return target
  if (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)) return target
  return null
}

/** Sets the value past React's own setter, so React sees the change as the user's. */
function setNativeValue(el: TextControl, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
}

/**
 * Document-level guard: a control that holds a code (marked `data-halfwidth`, or an e-mail, web
 * address, phone or password input, or one with a numeric keyboard) is converted as the user
 * types; every other input and textarea keeps what was typed. While an IME composition is in
 * progress nothing is touched; its result is converted when it ends. Answers a function that
 * removes the guard.
 */
export function installFullWidthGuard(onConverted: () => void = announce): () => void {
  const composing = new WeakSet<EventTarget>()

  const convert = (el: TextControl) => {
    if (!holdsCode(el)) return
    const value = el.value
    if (!hasFullWidth(value)) return
    // One UTF-16 unit becomes one: the caret stays where it was.
    const start = el.selectionStart
    const end = el.selectionEnd
    setNativeValue(el, toHalfWidth(value))
    try {
      if (start !== null && end !== null) el.setSelectionRange(start, end)
    } catch {
      // email inputs have no selection API
    }
    // Frameworks (React, react-hook-form) follow `input` events; this one carries the new value.
    el.dispatchEvent(new Event('input', { bubbles: true }))
    onConverted()
  }

  const onInput = (e: Event) => {
    const el = textControl(e.target)
    if (!el || ('isComposing' in e && e.isComposing === true) || composing.has(el)) return
    convert(el)
  }
  const onCompositionStart = (e: Event) => {
    if (e.target) composing.add(e.target)
  }
  const onCompositionEnd = (e: Event) => {
    if (e.target) composing.delete(e.target)
    const el = textControl(e.target)
    if (el) convert(el)
  }

  document.addEventListener('input', onInput, true)
  document.addEventListener('compositionstart', onCompositionStart, true)
  document.addEventListener('compositionend', onCompositionEnd, true)
  return () => {
    document.removeEventListener('input', onInput, true)
    document.removeEventListener('compositionstart', onCompositionStart, true)
    document.removeEventListener('compositionend', onCompositionEnd, true)
  }
}

/** One notice per burst of typing: not again while conversions keep coming within a notice's life. */
let lastConversion = 0
function announce() {
  const now = Date.now()
  if (now - lastConversion > NOTICE_MS) notify(FULL_WIDTH_NOTICE, 'info')
  lastConversion = now
}

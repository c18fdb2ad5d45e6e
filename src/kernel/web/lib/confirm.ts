import { useSyncExternalStore } from 'react'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Questions that must be answered before something irreversible happens, asked from anywhere
 * (`if (!(await confirmDelete())) return`). The host in shell/Notices.tsx shows the open one.
 */
export type ConfirmKind = 'delete' | 'action'
/** The words of a question other than the spec's delete confirmation. */
export interface ConfirmTexts {
  title: MessageDescriptor
  description: MessageDescriptor
  action: MessageDescriptor
}
export interface ConfirmRequest {
  id: number
  kind: ConfirmKind
  texts?: ConfirmTexts
  /**
   * Done on confirming, with the question still open: the reason it was refused (shown in the
   * question, which stays open), or null once done (the question closes, answering true).
   */
  run?: () => Promise<string | null>
  resolve(ok: boolean): void
}

let current: ConfirmRequest | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function ask(kind: ConfirmKind, texts?: ConfirmTexts, run?: () => Promise<string | null>): Promise<boolean> {
  // A question still open is answered "no" before the next one is asked.
  current?.resolve(false)
  return new Promise<boolean>((resolve) => {
    const id = nextId++
    current = {
      id,
      kind,
      texts,
      ...(run ? { run } : {}),
      resolve(ok) {
        if (current?.id !== id) return
        current = null
        emit()
        resolve(ok)
      },
    }
    emit()
  })
}

/**
 * The spec's delete confirmation (section 5): "Are you sure you want to delete the data?" /
 * "After deletion, the data will not be recoverable", Cancel or Delete. True when confirmed; with
 * `run`, when it is done: a refusal it answers (a record still in use) is shown in the question.
 */
export function confirmDelete(run?: () => Promise<string | null>): Promise<boolean> {
  return ask('delete', undefined, run)
}

/** Any other step that changes many records at once ("apply this role to its staff"). True when confirmed. */
export function confirmAction(texts: ConfirmTexts): Promise<boolean> {
  return ask('action', texts)
}

export function useConfirmRequest(): ConfirmRequest | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current,
    () => null,
  )
}

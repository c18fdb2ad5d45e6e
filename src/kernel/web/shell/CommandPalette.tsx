import { useEffect, useState } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { FileSearch, Keyboard } from 'lucide-react'
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '../components/ui/command.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx'
import { typing } from '../components/resource/use-list-keys.ts'
import type { MenuGroup } from './menu.ts'

/** A record number typed into the palette ("#128" or "128"). */
const recordNumber = (text: string) => {
  const m = /^#?(\d{1,9})$/.exec(text.trim())
  return m ? Number(m[1]) : undefined
}

/**
 * Ctrl+K (⌘K) opens a palette of every screen the person may open, found by its name or its menu
 * group in their language, and, on a list, "open record #n" for a number typed; `?` opens the sheet
 * of the console's keyboard shortcuts. Both are dialogs: Escape closes them and focus goes back to
 * where it was.
 */
export function CommandPalette({ menu }: { menu: readonly MenuGroup[] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [help, setHelp] = useState(false)
  const [text, setText] = useState('')
  const path = useRouterState({ select: (s) => s.location.pathname })
  // On a list page (the one shown: hidden tabs stay mounted), `?view=` opens a record by number.
  const onList = open && [...document.querySelectorAll<HTMLElement>('main[data-testid^="list-"]')].some((m) => m.checkVisibility())

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setOpen((o) => !o)
      } else if (
        e.key === '?' &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        !typing(e.target) &&
        !document.querySelector('[role="dialog"]')
      ) {
        e.preventDefault()
        setHelp(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const go = (to: string, search: Record<string, string | number> = {}) => {
    setOpen(false)
    setText('')
    void navigate({ to, search })
  }
  const number = recordNumber(text)
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg gap-2 p-0" data-testid="command-palette">
          <DialogHeader className="sr-only">
            <DialogTitle>
              <Trans>Go to a screen</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Type a screen’s name, or a record’s number on a list.</Trans>
            </DialogDescription>
          </DialogHeader>
          <Command
            label={t`Go to a screen`}
            filter={(value, search, keywords) => {
              const hay = `${value} ${(keywords ?? []).join(' ')}`.toLowerCase()
              return search
                .toLowerCase()
                .split(/\s+/)
                .every((w) => hay.includes(w))
                ? 1
                : 0
            }}
          >
            <CommandInput value={text} onValueChange={setText} placeholder={t`Screen name, or #number`} data-testid="command-input" />
            <CommandList className="max-h-96">
              <CommandEmpty>
                <Trans>No screen of that name.</Trans>
              </CommandEmpty>
              {number !== undefined && onList ? (
                <CommandItem
                  value={`#${number}`}
                  keywords={[text]}
                  onSelect={() => go(path, { view: number })}
                  data-testid="command-record"
                >
                  <FileSearch className="size-4" aria-hidden />
                  <Trans>Open record No. {number} on this list</Trans>
                </CommandItem>
              ) : null}
              {menu.flatMap((g) =>
                g.items
                  .filter((item) => !item.external)
                  .map((item) => {
                    const title = i18n._(item.title)
                    const group = i18n._(g.title)
                    return (
                      <CommandItem
                        key={`${g.key}/${item.name}`}
                        value={`${group} ${title} ${item.path}`}
                        keywords={[item.name]}
                        onSelect={() => go(item.path, item.search)}
                        data-testid={`command-${item.name}`}
                      >
                        <span className="text-neutral-600">{group}</span>
                        <span aria-hidden>›</span>
                        <span>{title}</span>
                      </CommandItem>
                    )
                  }),
              )}
            </CommandList>
          </Command>
        </DialogContent>
      </Dialog>
      <Dialog open={help} onOpenChange={setHelp}>
        <DialogContent className="max-w-md" data-testid="shortcut-sheet">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Keyboard className="size-5" aria-hidden />
              <Trans>Keyboard shortcuts</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>They work wherever you are not typing.</Trans>
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {[
              ['Ctrl K', t`Go to a screen, or a record by its number`],
              ['?', t`This sheet`],
              ['Tab', t`First: skip to the page`],
              ['/', t`Search the list`],
              ['n', t`New record`],
              ['↑ ↓', t`Move between the list’s rows`],
              ['Space', t`Select the row`],
              ['Enter', t`Open the row`],
              ['← →', t`Previous / next record`],
              ['Esc', t`Close, back to the row`],
            ].map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border border-neutral-300 bg-neutral-50 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd className="text-neutral-700">{what}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  )
}

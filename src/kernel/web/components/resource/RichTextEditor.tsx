import { useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useLingui } from '@lingui/react/macro'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Input } from '../ui/input.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx'

export interface RichTextProps {
  value: string
  onChange(v: unknown): void
  id?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
  'aria-label'?: string
}

/**
 * A rich-text editor (Tiptap on ProseMirror): headings, emphasis, lists, quotes and links, with
 * undo. It keeps only the structure it knows, and the server cleans what it stores again.
 */
export default function RichTextEditor({ value, onChange, ...aria }: RichTextProps) {
  const { t } = useLingui()
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'rich-text min-h-40 px-3 py-2 text-sm outline-none',
  }
  for (const [k, v] of Object.entries(aria)) if (v !== undefined) attributes[k] = String(v)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor }) => onChange(htmlOf(editor)),
  })
  // A value set from outside (the form reset, another record opened) replaces what is shown.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = htmlOf(editor)
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false })
  }, [editor, value])
  return (
    <div className="rounded-md border border-neutral-300 focus-within:border-neutral-900" data-testid="rich-text">
      <Toolbar editor={editor} label={t`Formatting`} />
      <EditorContent editor={editor} />
    </div>
  )
}

/** What is stored: nothing for an empty text, and without the empty paragraphs the editor keeps at the end for the caret. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''))

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useLingui()
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  })
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => f(editor.chain().focus()).run()
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-0.5 border-b border-neutral-200 p-1">
      <Tool
        label={t`Heading`}
        active={state.h2}
        onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
        icon={<Heading2 className="size-4" aria-hidden />}
      />
      <Tool
        label={t`Subheading`}
        active={state.h3}
        onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
        icon={<Heading3 className="size-4" aria-hidden />}
      />
      <Separator />
      <Tool label={t`Bold`} active={state.bold} onClick={() => run((c) => c.toggleBold())} icon={<Bold className="size-4" aria-hidden />} />
      <Tool
        label={t`Italic`}
        active={state.italic}
        onClick={() => run((c) => c.toggleItalic())}
        icon={<Italic className="size-4" aria-hidden />}
      />
      <Tool
        label={t`Underline`}
        active={state.underline}
        onClick={() => run((c) => c.toggleUnderline())}
        icon={<Underline className="size-4" aria-hidden />}
      />
      <Tool
        label={t`Strikethrough`}
        active={state.strike}
        onClick={() => run((c) => c.toggleStrike())}
        icon={<Strikethrough className="size-4" aria-hidden />}
      />
      <Separator />
      <Tool
        label={t`Bulleted list`}
        active={state.bullet}
        onClick={() => run((c) => c.toggleBulletList())}
        icon={<List className="size-4" aria-hidden />}
      />
      <Tool
        label={t`Numbered list`}
        active={state.ordered}
        onClick={() => run((c) => c.toggleOrderedList())}
        icon={<ListOrdered className="size-4" aria-hidden />}
      />
      <Tool
        label={t`Quote`}
        active={state.quote}
        onClick={() => run((c) => c.toggleBlockquote())}
        icon={<Quote className="size-4" aria-hidden />}
      />
      <LinkTool editor={editor} active={state.link} />
      <Tool
        label={t`Clear formatting`}
        onClick={() => run((c) => c.unsetAllMarks().clearNodes())}
        icon={<RemoveFormatting className="size-4" aria-hidden />}
      />
      <Separator />
      <Tool label={t`Undo`} disabled={!state.undo} onClick={() => run((c) => c.undo())} icon={<Undo2 className="size-4" aria-hidden />} />
      <Tool label={t`Redo`} disabled={!state.redo} onClick={() => run((c) => c.redo())} icon={<Redo2 className="size-4" aria-hidden />} />
    </div>
  )
}

/** A link on the selection: its address typed in a small box; empty removes it. */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [href, setHref] = useState('')
  const apply = () => {
    const url = href.trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (!url) chain.unsetLink().run()
    else chain.setLink({ href: /^(https?:|mailto:)/i.test(url) ? url : `https://${url}` }).run()
    setOpen(false)
  }
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        if (!o) return
        const href: unknown = editor.getAttributes('link').href
        setHref(typeof href === 'string' ? href : '')
      }}
    >
      <PopoverTrigger asChild>
        <ToolButton label={t`Link`} active={active}>
          <Link2 className="size-4" aria-hidden />
        </ToolButton>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            apply()
          }}
        >
          <Input autoFocus aria-label={t`Link address`} placeholder="https://" value={href} onChange={(e) => setHref(e.target.value)} />
          <button type="submit" className="rounded-md bg-neutral-900 px-3 text-sm text-white">
            {t`Apply`}
          </button>
        </form>
      </PopoverContent>
    </Popover>
  )
}

function Tool({ label, icon, active, ...props }: ComponentProps<'button'> & { label: string; icon: ReactNode; active?: boolean }) {
  return (
    <ToolButton label={label} active={active} {...props}>
      {icon}
    </ToolButton>
  )
}

function ToolButton({ label, active, className, ...props }: ComponentProps<'button'> & { label: string; active?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      className={cn(
        'rounded p-1 text-neutral-600 hover:bg-neutral-100 disabled:opacity-40',
        active && 'bg-neutral-200 text-neutral-900',
        className,
      )}
      // The selection stays in the text while a button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      {...props}
    />
  )
}

const Separator = () => <span className="mx-0.5 w-px self-stretch bg-neutral-200" aria-hidden />

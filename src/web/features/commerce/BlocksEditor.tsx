import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronRight, Grid3x3, ImageIcon, ImagePlus, Loader2, Rows3, Trash2, Type } from 'lucide-react'
import { newBlock, type Block, type BlockType, BLOCK_TYPES, MAX_BLOCKS } from '../../../shared/resources/page-blocks.ts'
import { productResource } from '../../../shared/resources/product.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { moved, SortableItem, SortableList } from '../../../kernel/web/components/ui/sortable.tsx'
import { UserHtml } from '../../../kernel/web/components/ui/user-html.tsx'
import { ReferenceName } from '../../../kernel/web/components/resource/ReferenceName.tsx'
import { RichText } from '../../../kernel/web/components/resource/FieldInput.tsx'
import { ReferenceMultiSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { detailQuery } from '../../../kernel/web/components/resource/resource-api.ts'
import { IMAGE_ACCEPT, useImageUpload } from '../../../kernel/web/components/resource/use-image-upload.ts'
import { isStringList } from '../../../kernel/web/lib/values.ts'

const ICONS: Record<BlockType, ReactNode> = {
  banner: <ImageIcon className="size-4" aria-hidden />,
  products: <Rows3 className="size-4" aria-hidden />,
  categories: <Grid3x3 className="size-4" aria-hidden />,
  richtext: <Type className="size-4" aria-hidden />,
}

function useBlockNames() {
  const { t } = useLingui()
  return { banner: t`Banner`, products: t`Product row`, categories: t`Category grid`, richtext: t`Rich text` } satisfies Record<
    BlockType,
    string
  >
}

/**
 * A page of blocks (the store layout, a mini-app page): the blocks in order, dragged to reorder
 * (or moved with the keyboard), each opened to edit, and beside them the page as a phone shows it,
 * redrawn as one types.
 */
export function BlocksEditor({ value, onChange, id }: { value: Block[] | undefined; onChange(v: Block[]): void; id?: string }) {
  const names = useBlockNames()
  const blocks = Array.isArray(value) ? value : []
  const [open, setOpen] = useState<string | null>(blocks[0]?.Key ?? null)
  const set = (i: number, b: Block) => onChange(blocks.map((x, j) => (j === i ? b : x)))
  const add = (type: BlockType) => {
    const b = newBlock(type)
    onChange([...blocks, b])
    setOpen(b.Key)
  }
  return (
    <div id={id} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]" data-testid="blocks-editor">
      <div className="flex flex-col gap-2">
        <SortableList
          ids={blocks.map((b) => b.Key)}
          onMove={(from, to) => onChange(moved(blocks, from, to))}
          label={(key) => names[blocks.find((b) => b.Key === key)?.Type ?? 'banner']}
        >
          {blocks.map((b, i) => (
            <SortableItem key={b.Key} id={b.Key} className="rounded-md border border-neutral-200 bg-white">
              {(handle) => (
                <div data-testid={`block-${b.Type}`}>
                  <div className="flex items-center gap-2 px-2 py-1.5">
                    {handle}
                    <button
                      type="button"
                      className="flex flex-1 items-center gap-2 text-left text-sm"
                      onClick={() => setOpen(open === b.Key ? null : b.Key)}
                      aria-expanded={open === b.Key}
                    >
                      {open === b.Key ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
                      {ICONS[b.Type]}
                      <span className="font-medium">{names[b.Type]}</span>
                      <span className="truncate text-neutral-500">{summary(b)}</span>
                    </button>
                    <button
                      type="button"
                      className="rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-red-700"
                      aria-label={`${names[b.Type]} ${i + 1} ×`}
                      onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                      data-testid="block-remove"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  {open === b.Key ? (
                    <div className="border-t border-neutral-100 p-3">
                      <BlockFields block={b} onChange={(nb) => set(i, nb)} />
                    </div>
                  ) : null}
                </div>
              )}
            </SortableItem>
          ))}
        </SortableList>
        <div className="flex flex-wrap gap-2">
          {BLOCK_TYPES.map((type) => (
            <Button
              key={type}
              type="button"
              size="sm"
              variant="outline"
              disabled={blocks.length >= MAX_BLOCKS}
              onClick={() => add(type)}
              data-testid={`add-block-${type}`}
            >
              {ICONS[type]}+ {names[type]}
            </Button>
          ))}
        </div>
      </div>
      <PagePreview blocks={blocks} />
    </div>
  )
}

const summary = (b: Block) =>
  b.Type === 'banner'
    ? b.Title
    : b.Type === 'products'
      ? `${b.Title} (${b.ProductIds.length})`
      : b.Type === 'categories'
        ? `${b.Title} (${b.CatalogIds.length})`
        : b.Html.replace(/<[^>]*>/g, ' ').slice(0, 40)

function BlockFields({ block, onChange }: { block: Block; onChange(b: Block): void }) {
  const { t } = useLingui()
  const title = (
    <label className="flex flex-col gap-1 text-sm">
      <Trans>Title</Trans>
      <Input
        value={'Title' in block ? block.Title : ''}
        onChange={(e) => block.Type !== 'richtext' && onChange({ ...block, Title: e.target.value })}
        data-testid="block-title"
      />
    </label>
  )
  switch (block.Type) {
    case 'banner':
      return (
        <div className="flex flex-col gap-2">
          <BannerImage url={block.Image} onChange={(Image) => onChange({ ...block, Image })} />
          {title}
          <label className="flex flex-col gap-1 text-sm">
            <Trans>Goes to</Trans>
            <Input value={block.Link} placeholder="/promotion/1212" onChange={(e) => onChange({ ...block, Link: e.target.value })} />
          </label>
        </div>
      )
    case 'products':
      return (
        <div className="flex flex-col gap-2">
          {title}
          <ReferenceMultiSelect
            resource="Product"
            value={block.ProductIds}
            onChange={(ProductIds) => onChange({ ...block, ProductIds })}
            aria-label={t`Products`}
          />
        </div>
      )
    case 'categories':
      return (
        <div className="flex flex-col gap-2">
          {title}
          <ReferenceMultiSelect
            resource="Catalog/product"
            value={block.CatalogIds}
            onChange={(CatalogIds) => onChange({ ...block, CatalogIds })}
            aria-label={t`Categories`}
          />
        </div>
      )
    default:
      return <RichText value={block.Html} onChange={(Html) => onChange({ ...block, Html: String(Html) })} aria-label={t`Rich text`} />
  }
}

function BannerImage({ url, onChange }: { url: string; onChange(url: string): void }) {
  const { busy, input, upload } = useImageUpload(([first]) => onChange(first!))
  return (
    <label className="flex h-24 cursor-pointer items-center justify-center overflow-hidden rounded-md border border-dashed border-neutral-300 bg-neutral-50 text-sm text-neutral-500">
      {busy ? (
        <Loader2 className="size-5 animate-spin" aria-hidden />
      ) : url ? (
        <img src={url} alt="" className="h-full w-full object-cover" />
      ) : (
        <ImagePlus className="size-5" aria-hidden />
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        onChange={(e) => void upload(e.target.files?.[0] ? [e.target.files[0]] : [])}
        aria-label={url ? undefined : 'banner'}
        data-testid="banner-file"
      />
    </label>
  )
}

/** The page as a phone shows it. */
function PagePreview({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="self-start lg:sticky lg:top-0">
      <p className="mb-1 text-xs text-neutral-500">
        <Trans>Preview</Trans>
      </p>
      <div
        className="flex max-h-[70vh] flex-col gap-3 overflow-auto rounded-[1.5rem] border-8 border-neutral-800 bg-neutral-50 p-3"
        data-testid="page-preview"
      >
        {blocks.length ? (
          blocks.map((b) => <PreviewBlock key={b.Key} block={b} />)
        ) : (
          <p className="py-10 text-center text-sm text-neutral-500">
            <Trans>Add blocks to build the page.</Trans>
          </p>
        )}
      </div>
    </div>
  )
}

function PreviewBlock({ block }: { block: Block }) {
  switch (block.Type) {
    case 'banner':
      return (
        <div className="relative overflow-hidden rounded-lg bg-neutral-200" data-testid="preview-banner">
          {block.Image ? <img src={block.Image} alt="" className="aspect-[2/1] w-full object-cover" /> : <div className="aspect-[2/1]" />}
          {block.Title ? (
            <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-sm text-white">{block.Title}</span>
          ) : null}
        </div>
      )
    case 'products':
      return (
        <section data-testid="preview-products">
          {block.Title ? <h4 className="mb-1 text-sm font-semibold">{block.Title}</h4> : null}
          <div className="flex gap-2 overflow-x-auto">
            {block.ProductIds.map((id) => (
              <ProductCard key={id} id={id} />
            ))}
          </div>
        </section>
      )
    case 'categories':
      return (
        <section data-testid="preview-categories">
          {block.Title ? <h4 className="mb-1 text-sm font-semibold">{block.Title}</h4> : null}
          <div className="grid grid-cols-3 gap-2">
            {block.CatalogIds.map((id) => (
              <span key={id} className="rounded-md bg-white px-1 py-3 text-center text-xs shadow-sm">
                <ReferenceName resource="Catalog/product" id={id} />
              </span>
            ))}
          </div>
        </section>
      )
    default:
      // Typed here, or stored (cleaned by the server); either way the editor's own text.
      return <UserHtml className="rounded-md bg-white p-2 text-sm" data-testid="preview-richtext" html={block.Html} />
  }
}

function ProductCard({ id }: { id: number }) {
  const fmt = useFormat()
  const { data } = useQuery(detailQuery(productResource, id))
  const cover = isStringList(data?.CardImg) ? data.CardImg[0] : undefined
  return (
    <div className={cn('w-24 shrink-0 overflow-hidden rounded-md bg-white shadow-sm', !data && 'animate-pulse')}>
      {cover ? <img src={cover} alt="" className="aspect-square w-full object-cover" /> : <div className="aspect-square bg-neutral-100" />}
      <p className="line-clamp-2 px-1 pt-1 text-[11px] leading-tight">{data ? String(data.Name) : '…'}</p>
      <p className="px-1 pb-1 text-xs font-semibold text-red-600 tabular-nums">{data ? fmt.money(Number(data.MinPrice)) : ''}</p>
    </div>
  )
}

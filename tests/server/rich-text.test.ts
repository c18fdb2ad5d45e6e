import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { uploadedImage, uploadOrigin } from '../../src/kernel/server/lib/uploaded.ts'
import { cleanHtml } from '../../src/kernel/server/lib/html.ts'
import { translate } from '../../src/kernel/server/lib/i18n.ts'
import { demoImage } from '../../src/server/db/seed/demo-images.ts'
import type { S3Config } from '../../src/kernel/server/config.ts'
import { apiPath, type ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { fieldLabel } from '../../src/kernel/shared/resources/labels.ts'
import { permissionTable } from '../../src/kernel/shared/permissions.ts'
import { TOKEN_HEADER } from '../../src/kernel/shared/api.ts'
import { FIXTURES } from '../fixtures/resources.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * Issue 34.1: rich text cannot restyle the page, and images are files of this server. Every
 * rich-text field (a `richtext` widget, or the rich-text blocks of a `blocks` one) and every image
 * field (`image`, `images`) of every writable definition is tried through the API.
 */

const writable = RESOURCES.map((r) => r.def as ResourceDef).filter(
  (d) => !d.readOnly && (permissionTable()[d.permission] ?? []).includes('create'),
)
const named = (def: ResourceDef, f: string) => `${def.name}${def.family ? `/${def.family.suffix}` : ''}.${f}`
const fieldsOf = (widgets: readonly string[]) =>
  writable.flatMap((def) =>
    Object.entries(def.widgets ?? {})
      .filter(([f, w]) => widgets.includes(w) && f in def.fields)
      .map(([f, w]) => [named(def, f), def, f, w] as const),
  )
const RICH = fieldsOf(['richtext', 'blocks'])
const IMAGES = fieldsOf(['image', 'images'])

/** The overlay of the issue: a link made to cover the whole console. */
const OVERLAY = '<a href="https://evil.example" class="fixed inset-0 z-50">x</a>'
const STYLED = '<p style="position:fixed;inset:0;z-index:99" class="absolute">styled</p>'
const EXTERNAL_IMG = '<img src="https://evil.example/x.png">'
const UPLOAD = `/uploads/${'0a1b2c3d'.repeat(4)}.png`

/** The value a field takes for some HTML: the text itself, or a page's one rich-text block. */
const richValue = (widget: string, html: string) => (widget === 'blocks' ? [{ Key: 'rt1', Type: 'richtext', Html: html }] : html)
const storedHtml = (widget: string, value: unknown) =>
  widget === 'blocks' ? ((value as { Type: string; Html?: string }[]).find((b) => b.Type === 'richtext')?.Html ?? '') : String(value)
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? []

describe('the address rule of images (File/Upload’s own addresses)', () => {
  const hex = '0123456789abcdef0123456789abcdef'
  it('takes /uploads/<32 hex>.<png|jpg|gif|webp> and nothing else without S3', () => {
    const local = uploadedImage(undefined)
    for (const ok of [`/uploads/${hex}.png`, `/uploads/${hex}.jpg`, `/uploads/${hex}.gif`, `/uploads/${hex}.webp`])
      expect(local(ok), ok).toBe(true)
    for (const bad of [
      'https://evil.example/x.png',
      `https://evil.example/uploads/${hex}.png`,
      `//evil.example/uploads/${hex}.png`,
      `/uploads/${hex}.svg`,
      `/uploads/${hex.toUpperCase()}.png`,
      `/uploads/${hex}.png?x=1`,
      `/uploads/../${hex}.png`,
      '/uploads/fixture.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '',
    ])
      expect(local(bad), bad).toBe(false)
  })

  it('with S3, also takes the S3 public address of an upload (`<public>/uploads/<name>`), and the page’s CSP allows its origin', () => {
    const s3: S3Config = {
      endpoint: 'https://s3.example.com',
      bucket: 'media',
      accessKey: 'a',
      secretKey: 's',
      region: 'us-east-1',
      publicUrl: undefined,
    }
    const direct = uploadedImage(s3)
    expect(direct(`https://s3.example.com/media/uploads/${hex}.png`)).toBe(true)
    expect(direct(`/uploads/${hex}.png`)).toBe(true)
    for (const bad of [
      `https://s3.example.com/media/other/${hex}.png`,
      `https://s3.example.com.evil.example/media/uploads/${hex}.png`,
      `https://s3.example.com/media/uploads/x.png`,
    ])
      expect(direct(bad), bad).toBe(false)
    const cdn = uploadedImage({ ...s3, publicUrl: 'https://cdn.example.com/img' })
    expect(cdn(`https://cdn.example.com/img/uploads/${hex}.webp`)).toBe(true)
    expect(cdn(`https://s3.example.com/media/uploads/${hex}.webp`)).toBe(false)
    expect(uploadOrigin({ ...s3, publicUrl: 'https://cdn.example.com/img' })).toEqual(['https://cdn.example.com'])
    expect(uploadOrigin(undefined)).toEqual([])
  })

  it('the demo’s pictures are uploads by that rule, and the seeds’ cleaning keeps them', () => {
    const url = demoImage('rich-text test', '#123456', 'round')
    expect(uploadedImage(undefined)(url)).toBe(true)
    expect(cleanHtml(`<p><img src="${url}" alt="a"></p>`)).toBe(`<p><img src="${url}" alt="a" /></p>`)
  })
})

describeDb('rich text and images as stored through the API', () => {
  let s: TestServer
  let admin: string
  let tmp: string
  let uploaded: string
  let n = 7000
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-richtext-'))
    s = await createTestServer({ uploadDir: tmp })
    admin = await s.login(DEMO.admin)
    // A real upload: its address is what image fields are given.
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' }),
      'a.png',
    )
    const res = await s.raw('/Api/File/Upload', { method: 'POST', body: form, headers: { [TOKEN_HEADER]: admin } })
    expect(res.status).toBe(200)
    uploaded = ((await res.json()) as { Data: { Url: string } }).Data.Url
  })
  afterAll(async () => {
    await s?.close()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  const count = async (def: ResourceDef) =>
    (await s.call<unknown[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 1 } })).body.Count
  const get = async (def: ResourceDef, id: number) =>
    (await s.call<Record<string, unknown>>(apiPath(def, 'Get'), { token: admin, query: { Id: id } })).body.Data!
  const post = (def: ResourceDef, body: Record<string, unknown>) =>
    s.call<{ Id: number }>(apiPath(def, 'Post'), { token: admin, body, lang: 'en-US' })
  /** The 400 names the field (or a part of it) with the translated message naming the field. */
  const refusesField = (
    res: { status: number; body: { Errors?: { Field: string; Message: string }[] } },
    def: ResourceDef,
    field: string,
  ) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    const label = translate('en-US', fieldLabel(def, field)!)
    const issue = res.body.Errors?.find((e) => e.Field === field || e.Field.startsWith(`${field}.`))
    expect(issue, JSON.stringify(res.body)).toBeDefined()
    expect(issue!.Message).toBe(
      `${label}: only images uploaded here can be used. Upload the image instead of linking to it on another site`,
    )
  }

  it('has rich-text and image fields to try', () => {
    expect(RICH.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Help.Content',
        'Article/info.Content',
        'Product.Describe',
        'Offering/service.Describe',
        'SitePage/site.Blocks',
      ]),
    )
    expect(IMAGES.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Agent.CardImg',
        'Product.CardImg',
        'Product.DescribeImg',
        'Offering/service.DescribeImg',
        'Article/info.Img',
      ]),
    )
  })

  describe.each(RICH)('%s', (_name, def, field, widget) => {
    it('stores no class or style, links open apart with rel="noopener noreferrer nofollow", and an image from elsewhere is a 400 naming the field', async () => {
      const created = await post(def, {
        ...FIXTURES[def.name]!(++n),
        [field]: richValue(widget, `${OVERLAY}${STYLED}<p><img src="${UPLOAD}" alt="ok"></p>`),
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const row = await get(def, created.body.Data!.Id)
      const html = storedHtml(widget, row[field])
      expect(html).toContain('evil.example')
      expect(html).toContain(`<img src="${UPLOAD}" alt="ok" />`)
      for (const tag of tagsOf(html)) expect(tag).not.toMatch(/\s(class|style|id)\s*=/i)
      const links = tagsOf(html).filter((t) => /^<a\s/i.test(t))
      expect(links).toHaveLength(1)
      for (const a of links) {
        expect(a).toContain('rel="noopener noreferrer nofollow"')
        expect(a).toContain('target="_blank"')
      }

      // An image of another site: refused, on create and on update, and nothing is written.
      const before = await count(def)
      refusesField(await post(def, { ...FIXTURES[def.name]!(++n), [field]: richValue(widget, `<p>see</p>${EXTERNAL_IMG}`) }), def, field)
      expect(await count(def)).toBe(before)
      const update = await s.call(apiPath(def, 'Update'), {
        token: admin,
        body: { Id: row.Id, Version: row.Version, [field]: richValue(widget, `<p>changed</p>${EXTERNAL_IMG}`) },
        lang: 'en-US',
      })
      refusesField(update, def, field)
      const after = await get(def, row.Id as number)
      expect(after.Version).toBe(row.Version)
      expect(storedHtml(widget, after[field])).toBe(html)
    })
  })

  describe.each(IMAGES)('%s', (_name, def, field, widget) => {
    it('refuses another site’s image with a 400 naming the field and writes nothing; takes an uploaded file’s address', async () => {
      const at = (v: string) => (widget === 'images' ? [v] : v)
      const before = await count(def)
      refusesField(await post(def, { ...FIXTURES[def.name]!(++n), [field]: at('https://evil.example/x.png') }), def, field)
      expect(await count(def)).toBe(before)
      const ok = await post(def, { ...FIXTURES[def.name]!(++n), [field]: at(uploaded) })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
      expect((await get(def, ok.body.Data!.Id))[field]).toEqual(at(uploaded))
    })
  })

  it('a page’s banner and a product colour’s picture are held to the same rule', async () => {
    const page = writable.find((d) => d.name === 'SitePage')!
    const banner = (Image: string) => ({
      ...FIXTURES.SitePage!(++n),
      Blocks: [{ Key: 'b1', Type: 'banner', Image, Title: 'Sale', Link: '' }],
    })
    const refusedBanner = await post(page, banner('https://evil.example/banner.png'))
    refusesField(refusedBanner, page, 'Blocks')
    expect(refusedBanner.body.Errors?.map((e) => e.Field)).toEqual(['Blocks.0.Image'])
    expect((await post(page, banner(uploaded))).status).toBe(200)

    const product = writable.find((d) => d.name === 'Product')!
    const sku = (Image: string) => ({
      ...FIXTURES.Product!(++n),
      Sku: {
        Specs: [{ Key: 'c', Name: 'Colour', Values: [{ Key: 'red', Name: 'Red', Image }] }],
        Rows: [{ Id: 0, Values: ['red'], Price: 100, Stock: 1, BarCode: '' }],
      },
    })
    const refusedSku = await post(product, sku('https://evil.example/red.png'))
    refusesField(refusedSku, product, 'Sku')
    expect(refusedSku.body.Errors?.map((e) => e.Field)).toEqual(['Sku.Specs.0.Values.0.Image'])
    const okSku = await post(product, sku(uploaded))
    expect(okSku.status, JSON.stringify(okSku.body)).toBe(200)
  })

  it('the demo data’s images and rich text already keep the rule', async () => {
    const isUploaded = uploadedImage(undefined)
    for (const [name, def, field, widget] of [...IMAGES, ...RICH]) {
      const rows = (await s.call<Record<string, unknown>[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 1000 } })).body.Data ?? []
      for (const row of rows) {
        const v = row[field]
        if (v === undefined) continue
        const srcs =
          widget === 'image'
            ? [v as string]
            : widget === 'images'
              ? (v as string[])
              : [...(widget === 'blocks' ? storedHtml(widget, v) : String(v)).matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]!)
        for (const src of srcs.filter(Boolean)) expect(isUploaded(src), `${name} #${row.Id as number}: ${src}`).toBe(true)
        if (widget === 'richtext' || widget === 'blocks')
          for (const tag of tagsOf(storedHtml(widget, v))) expect(tag, `${name} #${row.Id as number}`).not.toMatch(/\s(class|style)\s*=/i)
      }
    }
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq, ne } from 'drizzle-orm'
import { ProductSku } from '../../src/server/db/schema/index.ts'
import { Product } from '../../src/modules/warehouse/server/schema.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = { Id: number; Values: string[]; Price: number; Stock: number; BarCode: string; Name?: string }
type Spec = { Key: string; Name: string; Values: { Key: string; Name: string; Image?: string }[] }
type Product = { Id: number; Version: number; MinPrice: number; MaxPrice: number; ProductNum: number; Sku: { Specs: Spec[]; Rows: Row[] } }

const colour: Spec = {
  Key: 'c',
  Name: 'Colour',
  Values: [
    { Key: 'red', Name: 'Red', Image: '/uploads/0123456789abcdef0123456789abcdef.png' },
    { Key: 'blue', Name: 'Blue' },
  ],
}
const size: Spec = {
  Key: 's',
  Name: 'Size',
  Values: [
    { Key: 'm', Name: 'M' },
    { Key: 'l', Name: 'L' },
    { Key: 'xl', Name: 'XL' },
  ],
}
const rowsOf = (specs: Spec[], price = (i: number) => 1000 + i * 100): Row[] => {
  const combos = specs.reduce<string[][]>((acc, s) => acc.flatMap((p) => s.Values.map((v) => [...p, v.Key])), [[]])
  return combos.map((Values, i) => ({ Id: 0, Values, Price: price(i), Stock: i + 1, BarCode: '' }))
}

/**
 * The product editor's SKU rules, on the server: at most two specifications, distinct values,
 * images on the first specification only, prices not negative, rows exactly the combinations —
 * each refusal a 400 that writes nothing; SKU ids survive reordering and renaming; the lowest and
 * highest price and the stock for sale follow the rows.
 */
describeDb(`product SKUs (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown) => s.call<T>(p, { token: admin, lang: 'en-US', body })
  const get = async (id: number) => (await s.call<Product>('/Api/Product/Get', { token: admin, query: { Id: id } })).body.Data!
  const skuCount = async (id: number) =>
    (
      await s.db
        .select({ Id: ProductSku.Id })
        .from(ProductSku)
        .where(and(eq(ProductSku.ProductId, id), ne(ProductSku.Status, -1)))
    ).length

  it('stores two specifications with their SKU rows and derives the price range and stock', async () => {
    const specs = [colour, size]
    const res = await call<{ Id: number }>('/Api/Product/Post', {
      Name: `Tee ${DB_KIND}`,
      Price: 999,
      Sku: { Specs: specs, Rows: rowsOf(specs) },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const p = await get(res.body.Data!.Id)
    expect(p.Sku.Specs.map((x) => x.Name)).toEqual(['Colour', 'Size'])
    expect(p.Sku.Rows).toHaveLength(6)
    expect(p.Sku.Rows.map((r) => r.Name)).toEqual(['Red / M', 'Red / L', 'Red / XL', 'Blue / M', 'Blue / L', 'Blue / XL'])
    expect(new Set(p.Sku.Rows.map((r) => r.Id)).size).toBe(6)
    expect(p).toMatchObject({ MinPrice: 1000, MaxPrice: 1500, ProductNum: 21 })
    // Without specifications the product's own price and stock are its range and stock.
    const plain = (await call<{ Id: number }>('/Api/Product/Post', { Name: `Plain ${DB_KIND}`, Price: 2500, Stock: 7 })).body.Data!.Id
    expect(await get(plain)).toMatchObject({ MinPrice: 2500, MaxPrice: 2500, ProductNum: 7, Sku: { Specs: [], Rows: [] } })
  })

  it('refuses a third specification, a duplicate value, an image on the second, a negative price or rows that miss a combination, writing nothing', async () => {
    const before = (await s.db.select({ Id: Product.Id }).from(Product)).length
    const third: Spec = { Key: 'm', Name: 'Material', Values: [{ Key: 'cotton', Name: 'Cotton' }] }
    const dupValue: Spec = { ...size, Values: [...size.Values, { Key: 'm2', Name: 'm' }] }
    const imageOnSecond: Spec = {
      ...size,
      Values: [{ Key: 'm', Name: 'M', Image: '/uploads/0123456789abcdef0123456789abcdef.png' }, ...size.Values.slice(1)],
    }
    const cases: [string, { Specs: Spec[]; Rows: Row[] }, string][] = [
      ['third specification', { Specs: [colour, size, third], Rows: rowsOf([colour, size, third]) }, 'at most 2 specifications'],
      ['duplicate value', { Specs: [colour, dupValue], Rows: rowsOf([colour, dupValue]) }, 'already in the specification'],
      ['image on the second', { Specs: [colour, imageOnSecond], Rows: rowsOf([colour, imageOnSecond]) }, 'first specification'],
      ['negative price', { Specs: [colour], Rows: rowsOf([colour], (i) => (i === 1 ? -1 : 100)) }, ''],
      ['a missing combination', { Specs: [colour, size], Rows: rowsOf([colour, size]).slice(1) }, 'one for each combination'],
      [
        'a repeated combination',
        { Specs: [colour], Rows: [...rowsOf([colour]).slice(0, 1), ...rowsOf([colour]).slice(0, 1)] },
        'one for each combination',
      ],
    ]
    for (const [what, Sku, text] of cases) {
      const res = await call<unknown>('/Api/Product/Post', { Name: `Bad ${what} ${DB_KIND}`, Sku })
      expect(res.status, what).toBe(400)
      expect(res.body.Result, what).toBe(false)
      if (text) expect(JSON.stringify(res.body), what).toContain(text)
    }
    expect((await s.db.select({ Id: Product.Id }).from(Product)).length).toBe(before)
    // An update that breaks the rules changes nothing either.
    const id = (
      await call<{ Id: number }>('/Api/Product/Post', { Name: `Kept ${DB_KIND}`, Sku: { Specs: [colour], Rows: rowsOf([colour]) } })
    ).body.Data!.Id
    const p = await get(id)
    const bad = await call('/Api/Product/Update', {
      Id: id,
      Version: p.Version,
      Name: 'Changed',
      Sku: { Specs: [colour, size, third], Rows: rowsOf([colour, size, third]) },
    })
    expect(bad.status).toBe(400)
    expect(await get(id)).toMatchObject({ Version: p.Version, Sku: { Rows: p.Sku.Rows } })
    expect(await skuCount(id)).toBe(2)
  })

  it('keeps every SKU id when values and specifications are reordered and renamed, and a removed combination comes back with its id', async () => {
    const specs = [colour, size]
    const id = (await call<{ Id: number }>('/Api/Product/Post', { Name: `Hoodie ${DB_KIND}`, Sku: { Specs: specs, Rows: rowsOf(specs) } }))
      .body.Data!.Id
    const first = await get(id)
    const idOf = (p: Product) => Object.fromEntries(p.Sku.Rows.map((r) => [[...r.Values].sort().join('|'), r.Id]))
    const ids = idOf(first)
    // Sizes reversed, "Blue" renamed "Navy", and the specifications swapped: the same six SKUs.
    const sizes: Spec = { ...size, Values: [...size.Values].reverse() }
    const colours: Spec = { ...colour, Values: colour.Values.map((v) => (v.Key === 'blue' ? { ...v, Name: 'Navy' } : v)) }
    // The image stays on the colour, which must now be first again: images belong to the first specification.
    const reordered = [colours, sizes]
    const rows = rowsOf(reordered, () => 1200)
    const up = await call('/Api/Product/Update', { Id: id, Version: first.Version, Sku: { Specs: reordered, Rows: rows } })
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    const second = await get(id)
    expect(idOf(second)).toEqual(ids)
    expect(second.Sku.Rows[0]!.Name).toBe('Red / XL')
    expect(second.Sku.Rows.map((r) => r.Name)).toContain('Navy / M')
    expect(second).toMatchObject({ MinPrice: 1200, MaxPrice: 1200 })
    // Swapping the specifications (no image on the size's values) keeps the ids as well.
    const plainColours: Spec = { ...colours, Values: colours.Values.map((v) => ({ ...v, Image: '' })) }
    const swapped = [sizes, plainColours]
    expect(
      (await call('/Api/Product/Update', { Id: id, Version: second.Version, Sku: { Specs: swapped, Rows: rowsOf(swapped) } })).status,
    ).toBe(200)
    const third = await get(id)
    expect(idOf(third)).toEqual(ids)
    // XL taken out: its two SKUs go; put back, they return with their ids.
    const noXl: Spec = { ...sizes, Values: sizes.Values.filter((v) => v.Key !== 'xl') }
    expect(
      (
        await call('/Api/Product/Update', {
          Id: id,
          Version: third.Version,
          Sku: { Specs: [noXl, plainColours], Rows: rowsOf([noXl, plainColours]) },
        })
      ).status,
    ).toBe(200)
    const fourth = await get(id)
    expect(fourth.Sku.Rows).toHaveLength(4)
    expect(await skuCount(id)).toBe(4)
    expect(
      (await call('/Api/Product/Update', { Id: id, Version: fourth.Version, Sku: { Specs: swapped, Rows: rowsOf(swapped) } })).status,
    ).toBe(200)
    expect(idOf(await get(id))).toEqual(ids)
    // A product without its specifications any more has no SKUs; its own price is its range again.
    const fifth = await get(id)
    expect((await call('/Api/Product/Update', { Id: id, Version: fifth.Version, Price: 800, Sku: { Specs: [], Rows: [] } })).status).toBe(
      200,
    )
    expect(await get(id)).toMatchObject({ MinPrice: 800, MaxPrice: 800, Sku: { Specs: [], Rows: [] } })
    expect(await skuCount(id)).toBe(0)
  })

  it('keeps the images in their order, the first the cover, and caps the description images', async () => {
    const img = (n: number) => `/uploads/${String(n).padStart(32, '0')}.png`
    const id = (await call<{ Id: number }>('/Api/Product/Post', { Name: `Lamp ${DB_KIND}`, CardImg: [img(1), img(2), img(3)] })).body.Data!
      .Id
    const p = await get(id)
    expect((p as unknown as { CardImg: string[] }).CardImg).toEqual([img(1), img(2), img(3)])
    expect((await call('/Api/Product/Update', { Id: id, Version: p.Version, CardImg: [img(3), img(1), img(2)] })).status).toBe(200)
    expect(((await get(id)) as unknown as { CardImg: string[] }).CardImg[0]).toBe(img(3))
    const tooMany = await call('/Api/Product/Post', {
      Name: `Lamp 2 ${DB_KIND}`,
      DescribeImg: Array.from({ length: 21 }, (_, i) => img(i + 10)),
    })
    expect(tooMany.status).toBe(400)
  })

  it('stores a page’s blocks in their order, cleans their rich text, and refuses a block it does not know', async () => {
    const blocks = [
      { Key: 'b1', Type: 'banner', Image: '/uploads/0123456789abcdef0123456789abcdef.png', Title: 'Sale', Link: '/promotion/1212' },
      { Key: 'b2', Type: 'richtext', Html: '<p onclick="steal()">Hello<script>alert(1)</script></p>' },
      { Key: 'b3', Type: 'products', Title: 'Hot', ProductIds: [1, 2] },
    ]
    const res = await call<{ Id: number }>('/Api/SitePage/Post/site', { Title: `Home ${DB_KIND}`, Path: '/', Blocks: blocks })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const page = (
      await s.call<{ Blocks: { Key: string; Html?: string }[] }>('/Api/SitePage/Get/site', {
        token: admin,
        query: { Id: res.body.Data!.Id },
      })
    ).body.Data!
    expect(page.Blocks.map((b) => b.Key)).toEqual(['b1', 'b2', 'b3'])
    expect(page.Blocks[1]!.Html).toBe('<p>Hello</p>')
    for (const bad of [
      [{ Key: 'x', Type: 'video', Url: 'https://x.example' }],
      [{ Key: 'x', Type: 'banner', Image: '', Title: '', Link: '' }],
      [{ Key: 'x', Type: 'banner', Image: 'javascript:alert(1)', Title: '', Link: '' }],
      [{ Key: 'x', Type: 'products', Title: '', ProductIds: [] }],
    ])
      expect((await call('/Api/SitePage/Post/site', { Title: 'Bad', Blocks: bad })).status, JSON.stringify(bad)).toBe(400)
  })
})

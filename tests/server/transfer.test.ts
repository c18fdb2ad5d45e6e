import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Option = {
  Carrier: string
  Channel: string
  Product: string
  ProductId: number
  ChargeWeight: number
  VolumeWeight: number
  Price: number
  Currency: string
  MinDays: number
  MaxDays: number
}
type Answer = { Country: string; Weight: number; Options: Option[] }

/**
 * The transfer module's quote: chargeable weight is the larger of actual and volumetric weight by
 * each channel's divisor; schemes apply by country, weight band and value band within their
 * channel's countries and limits; options come cheapest first; nothing applicable answers a clear
 * message; bad input a 400. Collection points keep their coordinates within the globe.
 * Brunei (BN) is the test's own destination, so the demo's schemes never mix in.
 */
describeDb(`transfer quote (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    const post = async (res: string, body: Record<string, unknown>) => {
      const r = await call<{ Id: number }>(`/Api/${res}/Post`, body)
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      return r.body.Data!.Id
    }
    // Air: divisor 5000, takes up to 30 kg; Road: divisor 6000, no limit.
    ids.air = await post('TransferChannel', {
      Carrier: 'Test Air',
      Title: 'Air to Brunei',
      Countries: ['BN'],
      MaxWeight: 30_000,
      Divisor: 5000,
    })
    ids.road = await post('TransferChannel', { Carrier: 'Test Road', Title: 'Road to Brunei', Countries: ['bn', 'BT'], Divisor: 6000 })
    ids.airProduct = await post('TransferProduct', { ChannelId: ids.air, Title: 'Air Express', Code: 'T-AIR', MinDays: 2, MaxDays: 3 })
    ids.roadProduct = await post('TransferProduct', { ChannelId: ids.road, Title: 'Road Economy', Code: 'T-ROAD', MinDays: 5, MaxDays: 7 })
    ids.offProduct = await post('TransferProduct', { ChannelId: ids.road, Title: 'Road Switched Off', Code: 'T-OFF' })
    // Air: 20.00 for the first kilo, 5.00 a started 500 g, +10% fuel. Road: 25.00 for the first kilo, 3.00 a started kilo.
    await post('TransferCost', {
      ProductId: ids.airProduct,
      Country: 'BN',
      FirstWeight: 1000,
      FirstPrice: 2000,
      UnitWeight: 500,
      UnitPrice: 500,
      Surcharge: 1000,
    })
    await post('TransferCost', {
      ProductId: ids.roadProduct,
      Country: 'BN',
      FirstWeight: 1000,
      FirstPrice: 2500,
      UnitWeight: 1000,
      UnitPrice: 300,
    })
    await post('TransferCost', {
      ProductId: ids.offProduct,
      Country: 'BN',
      FirstWeight: 1000,
      FirstPrice: 1,
      UnitWeight: 1000,
      UnitPrice: 1,
    })
    await post('TransferCost', {
      ProductId: ids.airProduct,
      Country: 'BT',
      FirstWeight: 1000,
      FirstPrice: 100,
      UnitWeight: 1000,
      UnitPrice: 100,
    })
    // Air takes parcels up to 5 kg worth up to 1000.00; road takes any; a disabled scheme never applies.
    await post('TransferScheme', {
      Title: 'BN air',
      ProductId: ids.airProduct,
      Country: 'BN',
      MinWeight: 0,
      MaxWeight: 5000,
      MinValue: 0,
      MaxValue: 100_000,
      Preference: 1,
    })
    await post('TransferScheme', { Title: 'BN road', ProductId: ids.roadProduct, Country: 'BN', Preference: 2 })
    await post('TransferScheme', { Title: 'BN off', ProductId: ids.offProduct, Country: 'BN', Enabled: 0 })
    // Bhutan: a scheme for air, whose channel does not serve Bhutan.
    await post('TransferScheme', { Title: 'BT air', ProductId: ids.airProduct, Country: 'BT' })
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown, token = admin, lang = 'en-US') => s.call<T>(p, { token, lang, body })
  const quote = (body: Record<string, unknown>, token = admin, lang = 'en-US') => call<Answer>('/Api/Transfer/Quote', body, token, lang)
  const products = (a: Answer) => a.Options.map((o) => o.Product)

  it('answers the applicable options cheapest first', async () => {
    const light = await quote({ Country: 'BN', Weight: 1000 })
    expect(light.status, JSON.stringify(light.body)).toBe(200)
    expect(light.body.Data!.Options.map((o) => [o.Product, o.Price])).toEqual([
      ['Air Express', 2200],
      ['Road Economy', 2500],
    ])
    expect(light.body.Data!.Options[0]).toMatchObject({
      Carrier: 'Test Air',
      Channel: 'Air to Brunei',
      ChargeWeight: 1000,
      Currency: 'CNY',
      MinDays: 2,
      MaxDays: 3,
    })
    expect(light.body.Message).toBe('2 delivery options')
    // At 3 kg road is cheaper: 25.00 + 2 × 3.00 against (20.00 + 4 × 5.00) × 1.1.
    const heavier = await quote({ Country: 'bn', Weight: 3000 })
    expect(heavier.body.Data!.Options.map((o) => [o.Product, o.Price])).toEqual([
      ['Road Economy', 3100],
      ['Air Express', 4400],
    ])
  })

  it('charges the volumetric weight when it is bigger, by each channel’s divisor', async () => {
    // 40 × 30 × 20 cm = 24,000 cm³: 4.8 kg by 5000 (air), 4 kg by 6000 (road); the parcel weighs 1 kg.
    const res = await quote({ Country: 'BN', Weight: 1000, Length: 40, Width: 30, Height: 20 })
    expect(res.status).toBe(200)
    const [road, air] = res.body.Data!.Options
    expect(road).toMatchObject({ Product: 'Road Economy', ChargeWeight: 4000, VolumeWeight: 4000, Price: 2500 + 3 * 300 })
    expect(air).toMatchObject({ Product: 'Air Express', ChargeWeight: 4800, VolumeWeight: 4800, Price: Math.round((2000 + 8 * 500) * 1.1) })
    // A small box weighs what it weighs.
    const small = await quote({ Country: 'BN', Weight: 2000, Length: 10, Width: 10, Height: 10 })
    expect(small.body.Data!.Options.every((o) => o.ChargeWeight === 2000)).toBe(true)
  })

  it('keeps to the schemes’ weight and value bands, bounds included', async () => {
    expect(products((await quote({ Country: 'BN', Weight: 5000 })).body.Data!)).toContain('Air Express')
    expect(products((await quote({ Country: 'BN', Weight: 5001 })).body.Data!)).toEqual(['Road Economy'])
    // The volume pushes the chargeable weight past air's band: 50 × 40 × 30 cm = 12 kg by 5000.
    expect(products((await quote({ Country: 'BN', Weight: 500, Length: 50, Width: 40, Height: 30 })).body.Data!)).toEqual(['Road Economy'])
    expect(products((await quote({ Country: 'BN', Weight: 1000, Value: 100_000 })).body.Data!)).toEqual(['Air Express', 'Road Economy'])
    expect(products((await quote({ Country: 'BN', Weight: 1000, Value: 100_001 })).body.Data!)).toEqual(['Road Economy'])
  })

  it('prices a delivery’s lines by their products’ weights', async () => {
    const product = (await call<{ Id: number }>('/Api/Product/Post', { Name: `Quote box ${DB_KIND}`, Weight: 0.5 })).body.Data!.Id
    const res = await quote({ Country: 'BN', Lines: [{ ProductId: product, ProductNum: 3 }] })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.Data!.Weight).toBe(1500)
    expect(res.body.Data!.Options[0]!.ChargeWeight).toBe(1500)
  })

  it('says clearly when nothing applies', async () => {
    // Bhutan's only scheme is air's, whose channel does not serve Bhutan; Antarctica has none at all.
    for (const Country of ['BT', 'AQ']) {
      const res = await quote({ Country, Weight: 1000 })
      expect(res.status).toBe(200)
      expect(res.body.Data!.Options).toEqual([])
      expect(res.body.Message).toBe(
        `No channel delivers a parcel like this to ${Country}: no delivery scheme covers its weight (1000 g) and value, or no cost is set`,
      )
    }
  })

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Country: 'Narnia', Weight: 1000 }, 'Country'],
      [{ Country: '', Weight: 1000 }, 'Country'],
      [{ Country: 'BN' }, 'Weight'],
      [{ Country: 'BN', Weight: -1 }, 'Weight'],
      [{ Country: 'BN', Weight: 1000, Length: 'big' }, 'Length'],
      [{ Country: 'BN', Weight: 1000, Value: 1.5 }, 'Value'],
      [{ Country: 'BN', Weight: 2_000_000_000 }, 'Weight'],
    ]
    for (const [body, field] of cases) {
      const res = await quote(body, admin, 'zh-CN')
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(
        (res.body as unknown as { Errors?: { Field: string }[] }).Errors?.map((e) => e.Field),
        JSON.stringify(body),
      ).toContain(field)
    }
    const unknown = await quote({ Country: 'Narnia', Weight: 1000 })
    expect(unknown.body.Message).toBe('Choose a destination country (a code such as MY, or its name)')
  })

  it('lets whoever fills a delivery quote, and no one else', async () => {
    expect((await quote({ Country: 'BN', Weight: 1000 }, await s.login(DEMO.warehouse))).status).toBe(200)
    expect((await quote({ Country: 'BN', Weight: 1000 }, await s.login(DEMO.customs))).status).toBe(403)
    expect((await s.call('/Api/Transfer/Quote', { body: { Country: 'BN', Weight: 1000 } })).status).toBe(401)
    // No MAP_TILE_URL: the collection points screen draws no map.
    expect((await s.call('/Api/Transfer/MapConfig', { token: admin })).body.Data).toEqual({ TileUrl: null })
  })

  it('quotes the demo’s Malaysian options, the cheapest changing with the weight', async () => {
    const at = async (Weight: number) => (await quote({ Country: 'Malaysia', Weight })).body.Data!.Options
    expect((await at(1000)).length).toBeGreaterThanOrEqual(3)
    expect((await at(1000))[0]!.Carrier).toBe('J&T Express')
    expect((await at(5000))[0]!.Carrier).toBe('SF International')
    expect((await at(12_000))[0]!.Carrier).toBe('HaiTong Sea Line')
  })

  it('keeps a collection point’s coordinates on the globe, and routes and bands the right way round', async () => {
    const point = (Coordinate: string) => call('/Api/Gather/Post', { Name: `Point ${Coordinate}`, Coordinate })
    for (const bad of ['91,10', '-90.5,0', '3.1,181', '3.1,-180.01', 'abc', '3.1;101.6', '3.1']) {
      const res = await point(bad)
      expect(res.status, bad).toBe(400)
      expect((res.body as unknown as { Errors?: { Field: string; Message: string }[] }).Errors?.[0]).toMatchObject({ Field: 'Coordinate' })
    }
    for (const good of ['3.1390,101.6869', '-90,-180', '90, 180', '']) expect((await point(good)).status, good).toBe(200)
    expect(
      (
        await call('/Api/TransferScheme/Post', {
          Title: 'Backwards',
          ProductId: ids.airProduct,
          Country: 'BN',
          MinWeight: 5000,
          MaxWeight: 1000,
        })
      ).status,
    ).toBe(400)
    expect((await call('/Api/TransferChannel/Post', { Carrier: 'X', Title: 'Bad country', Countries: ['Malaysia'] })).status).toBe(400)
    expect(
      (await call('/Api/Transfer/Post', { Title: 'Loop', FromCountry: 'MY', FromWarehouseId: 1, ToCountry: 'MY', ToWarehouseId: 1 }))
        .status,
    ).toBe(400)
  })
})

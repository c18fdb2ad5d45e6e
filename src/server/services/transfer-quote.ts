import { and, eq, inArray, ne } from 'drizzle-orm'
import { toCountryCode, TRANSFER_MESSAGES, type QuoteOption, type QuoteRequest } from '../../shared/resources/transfer.ts'
import type { Db } from '../../kernel/server/db/client.ts'
import { TransferChannel, TransferCost, TransferProduct, TransferScheme } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'

/** Grams a parcel of this size weighs by volume: L×W×H (cm) ÷ divisor (cm³ per kg) × 1000, rounded up; 0 without a size. */
export function volumeGrams(length: number, width: number, height: number, divisor: number): number {
  if (!(length > 0 && width > 0 && height > 0 && divisor > 0)) return 0
  return Math.ceil((length * width * height * 1000) / divisor)
}

/** The price in hundredths of `grams` on a cost row: first weight, then each started additional unit, then the fuel surcharge (0.01%). */
export function priceOf(
  cost: { FirstWeight: number; FirstPrice: number; UnitWeight: number; UnitPrice: number; Surcharge: number },
  grams: number,
): number {
  const extra = grams > cost.FirstWeight ? Math.ceil((grams - cost.FirstWeight) / Math.max(1, cost.UnitWeight)) * cost.UnitPrice : 0
  const base = cost.FirstPrice + extra
  return base + Math.round((base * cost.Surcharge) / 10_000)
}

const within = (v: number, min: number, max: number) => v >= min && (max === 0 || v <= max)

export interface QuoteAnswer {
  Country: string
  /** Grams as given, or as the lines' products weigh. */
  Weight: number
  Options: QuoteOption[]
}

/** Actual grams of the parcel: as given, else the lines' products (packed weight where known) times their quantities. */
async function actualGrams(db: Db, req: QuoteRequest): Promise<number> {
  if (req.Weight > 0) return req.Weight
  if (!req.Lines.length) return 0
  const ids = [...new Set(req.Lines.map((l) => l.ProductId))]
  const rows = await db
    .select({ Id: Product.Id, Weight: Product.Weight, PackageWeight: Product.PackageWeight })
    .from(Product)
    .where(and(inArray(Product.Id, ids), ne(Product.Status, -1)))
  const kg = new Map(rows.map((r) => [r.Id, Number(r.PackageWeight) > 0 ? Number(r.PackageWeight) : Number(r.Weight)]))
  return Math.round(req.Lines.reduce((s, l) => s + (kg.get(l.ProductId) ?? 0) * 1000 * l.ProductNum, 0))
}

/**
 * The ways to send a parcel, cheapest first: every enabled scheme of the destination whose weight
 * band (chargeable weight) and value band take the parcel, whose channel serves the country within
 * its weight limits, and whose product has a cost there. Chargeable weight is the larger of the
 * actual weight and the volumetric one by the product's divisor (else its channel's).
 */
export async function quote(db: Db, req: QuoteRequest): Promise<QuoteAnswer> {
  const country = toCountryCode(req.Country)
  if (!country) throw badRequest(TRANSFER_MESSAGES.unknownCountry, [{ Field: 'Country', message: TRANSFER_MESSAGES.unknownCountry }])
  const weight = await actualGrams(db, req)
  if (weight <= 0) throw badRequest(TRANSFER_MESSAGES.noWeight, [{ Field: 'Weight', message: TRANSFER_MESSAGES.noWeight }])
  const rows = await db
    .select({ scheme: TransferScheme, product: TransferProduct, channel: TransferChannel })
    .from(TransferScheme)
    .innerJoin(TransferProduct, eq(TransferProduct.Id, TransferScheme.ProductId))
    .innerJoin(TransferChannel, eq(TransferChannel.Id, TransferProduct.ChannelId))
    .where(
      and(
        eq(TransferScheme.Country, country),
        eq(TransferScheme.Enabled, 1),
        ne(TransferScheme.Status, -1),
        eq(TransferProduct.Enabled, 1),
        ne(TransferProduct.Status, -1),
        eq(TransferChannel.Enabled, 1),
        ne(TransferChannel.Status, -1),
      ),
    )
  const productIds = [...new Set(rows.map((r) => r.product.Id))]
  const costs = productIds.length
    ? await db
        .select()
        .from(TransferCost)
        .where(and(inArray(TransferCost.ProductId, productIds), eq(TransferCost.Country, country), ne(TransferCost.Status, -1)))
    : []
  // A country's row without a zone prices it; else its first zone's.
  const costOf = (productId: number) =>
    costs.filter((c) => c.ProductId === productId).sort((a, b) => (a.Zone === '' ? 0 : 1) - (b.Zone === '' ? 0 : 1) || a.Id - b.Id)[0]

  const best = new Map<number, QuoteOption & { pref: number }>()
  for (const { scheme, product, channel } of rows) {
    const divisor = product.Divisor || channel.Divisor
    const volume = volumeGrams(req.Length, req.Width, req.Height, divisor)
    const charge = Math.max(weight, volume)
    if (!within(charge, scheme.MinWeight, scheme.MaxWeight) || !within(req.Value, scheme.MinValue, scheme.MaxValue)) continue
    if (!channel.Countries.includes(country) || !within(charge, channel.MinWeight, channel.MaxWeight)) continue
    const cost = costOf(product.Id)
    if (!cost) continue
    const option = {
      SchemeId: scheme.Id,
      ChannelId: channel.Id,
      ProductId: product.Id,
      Carrier: channel.Carrier,
      Channel: channel.Title,
      Product: product.Title,
      Code: product.Code,
      ChargeWeight: charge,
      VolumeWeight: volume,
      Price: priceOf(cost, charge),
      Currency: cost.Currency,
      MinDays: product.MinDays,
      MaxDays: product.MaxDays,
      pref: scheme.Preference,
    }
    // One option per product: its most preferred scheme.
    const held = best.get(product.Id)
    if (!held || option.pref < held.pref) best.set(product.Id, option)
  }
  const Options = [...best.values()]
    .sort((a, b) => a.Price - b.Price || a.pref - b.pref || a.MinDays - b.MinDays || a.ProductId - b.ProductId)
    .map(({ pref: _pref, ...o }) => o)
  return { Country: country, Weight: weight, Options }
}

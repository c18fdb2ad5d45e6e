import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm'
import { comboKey, skuName, skuSetSchema, skuTotals, specSchema, type SkuSet } from '../../shared/resources/product-sku.ts'
import { z } from 'zod'
import { STOCK_MESSAGES } from '../../modules/warehouse/shared/warehouse.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { ProductSku } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'

/** What a product's row keeps of its SKU set (the rows are in product_sku). */
const StoredSpecs = z.object({ Specs: z.array(specSchema) })

/** A product's live SKU rows in the editor's order. */
export async function loadSkus(db: Db | Tx, productId: number) {
  return db
    .select({
      Id: ProductSku.Id,
      Values: ProductSku.Values,
      Name: ProductSku.Name,
      Price: ProductSku.Price,
      Stock: ProductSku.Stock,
      BarCode: ProductSku.BarCode,
    })
    .from(ProductSku)
    .where(and(eq(ProductSku.ProductId, productId), ne(ProductSku.Status, -1)))
    .orderBy(asc(ProductSku.Sort), asc(ProductSku.Id))
}

/**
 * Writes the SKU rows of a validated set (the schema already holds them to be exactly the values'
 * combinations): each combination keeps its row, and so its id, whatever the order or the names;
 * a combination no longer offered is marked deleted, and revived with its id if it returns.
 */
async function writeSkus(tx: Tx, productId: number, set: SkuSet) {
  const t = now()
  const rows = set.Rows.map((row, i) => ({
    ProductId: productId,
    Combo: comboKey(row.Values),
    Values: row.Values,
    Name: skuName(set.Specs, row.Values),
    Price: row.Price,
    Stock: row.Stock,
    BarCode: row.BarCode,
    Sort: i,
    Status: 1,
    UpdateTime: t,
  }))
  // One statement for all rows: a combination already stored keeps its row (and id) and takes the new values.
  const excluded = (column: string) => sql.raw(`excluded."${column}"`)
  const kept = rows.length
    ? await tx
        .insert(ProductSku)
        .values(rows)
        .onConflictDoUpdate({
          target: [ProductSku.ProductId, ProductSku.Combo],
          set: {
            Values: excluded('values'),
            Name: excluded('name'),
            Price: excluded('price'),
            Stock: excluded('stock'),
            BarCode: excluded('bar_code'),
            Sort: excluded('sort'),
            Status: 1,
            UpdateTime: t,
          },
        })
        .returning({ Id: ProductSku.Id })
    : []
  await tx
    .update(ProductSku)
    .set({ Status: -1, UpdateTime: t })
    .where(
      and(
        eq(ProductSku.ProductId, productId),
        ne(ProductSku.Status, -1),
        kept.length
          ? notInArray(
              ProductSku.Id,
              kept.map((k) => k.Id),
            )
          : undefined,
      ),
    )
}

/**
 * Products: a barcode is unique among its owner's products (the stations find the product by it,
 * and a unique index holds it under concurrent writes); the SKU rows are written to their own
 * table in the same transaction, and the lowest and highest price and the stock for sale follow
 * from them (or from Price and Stock when the product has no specifications).
 */
export const productHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const BarCode = String(values.BarCode ?? current?.BarCode ?? '')
    const ShopId = Number(values.ShopId ?? current?.ShopId ?? 0)
    if (BarCode) {
      const [twin] = await tx
        .select({ Id: Product.Id })
        .from(Product)
        .where(
          and(
            eq(Product.BarCode, BarCode),
            eq(Product.ShopId, ShopId),
            ne(Product.Status, -1),
            current ? ne(Product.Id, Number(current.Id)) : undefined,
          ),
        )
        .limit(1)
      if (twin) throw badRequest(STOCK_MESSAGES.barcodeTaken, [{ Field: 'BarCode', message: STOCK_MESSAGES.barcodeTaken }])
    }
    const out = { ...values }
    const touched = ['Sku', 'Price', 'Stock'].some((f) => values[f] !== undefined)
    if (!touched) return out
    const set = skuSetSchema.safeParse(values.Sku).data
    const rows = set ? set.Rows : current ? await loadSkus(tx, Number(current.Id)) : []
    Object.assign(out, skuTotals(rows, Number(values.Price ?? current?.Price ?? 0), Number(values.Stock ?? current?.Stock ?? 0)))
    // The row keeps the specifications; the rows go to product_sku after the write.
    if (set) out.Sku = { Specs: set.Specs }
    return out
  },
  async afterWrite({ tx, id, input }) {
    const set = skuSetSchema.safeParse(input.Sku).data
    if (set) await writeSkus(tx, id, set)
  },
  async detail(db, row) {
    const specs = StoredSpecs.safeParse(row.Sku).data?.Specs ?? []
    return { Sku: { Specs: specs, Rows: await loadSkus(db, Number(row.Id)) } }
  },
}

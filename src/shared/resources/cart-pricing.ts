/**
 * Pricing a cart with the best discount rule (spec "Discount / promotion rule": Type 1 full-amount
 * reduction, 2 full-quantity gift, 3 discount; GreaterThanPrice, GreaterThanNum and Amount in
 * hundredths). What each type means here:
 * - 1: the applicable goods cost at least GreaterThanPrice → Amount (hundredths of money) off;
 * - 2: at least GreaterThanNum applicable items → Amount / 100 of the cheapest applicable items free;
 * - 3: at least GreaterThanPrice and GreaterThanNum → the applicable goods cost Amount / 100 percent
 *   of their price (8500 = pay 85%).
 * One rule applies, the one that takes most off; nothing goes below zero, all in whole hundredths.
 */

export const DISCOUNT_TYPES = { reduction: 1, gift: 2, discount: 3 } as const

export interface CartLine {
  ProductId: number
  ShopId: number
  /** Unit price, hundredths. */
  Price: number
  Num: number
}

export interface DiscountRule {
  Id: number
  Type: number
  GreaterThanPrice: number
  GreaterThanNum: number
  Amount: number
  /** Empty: every product; else only these. */
  ProductIds: readonly number[]
  /** Empty: every shop; else only these. */
  ShopIds: readonly number[]
  /** Unix seconds; 0 leaves that end open. */
  BeginTime: number
  EndTime: number
  Status?: number
}

export interface CartPrice {
  subtotal: number
  reduction: number
  total: number
  /** The rule applied, if any took something off. */
  ruleId: number | null
  /** For a gift rule: how many items are free. */
  freeItems: number
}

/** Whether a rule is live at a moment (its dates) and covers a line (its products and shops). */
export const ruleLive = (rule: DiscountRule, at: number) =>
  (rule.Status ?? 1) === 1 && (!rule.BeginTime || rule.BeginTime <= at) && (!rule.EndTime || at <= rule.EndTime)
export const ruleCovers = (rule: DiscountRule, line: CartLine) =>
  (!rule.ProductIds.length || rule.ProductIds.includes(line.ProductId)) && (!rule.ShopIds.length || rule.ShopIds.includes(line.ShopId))

/** What one rule takes off a cart (0 when it does not apply), never more than the goods it covers cost. */
export function ruleReduction(rule: DiscountRule, lines: readonly CartLine[], at: number): { reduction: number; freeItems: number } {
  if (!ruleLive(rule, at)) return { reduction: 0, freeItems: 0 }
  const covered = lines.filter((l) => l.Num > 0 && ruleCovers(rule, l))
  const amount = covered.reduce((s, l) => s + l.Price * l.Num, 0)
  const count = covered.reduce((s, l) => s + l.Num, 0)
  if (!count || amount < rule.GreaterThanPrice || count < rule.GreaterThanNum) return { reduction: 0, freeItems: 0 }
  if (rule.Type === DISCOUNT_TYPES.reduction) return { reduction: Math.min(amount, Math.max(0, rule.Amount)), freeItems: 0 }
  if (rule.Type === DISCOUNT_TYPES.gift) {
    // The cheapest items are the ones given.
    let free = Math.min(count, Math.floor(Math.max(0, rule.Amount) / 100))
    const freeItems = free
    let reduction = 0
    for (const l of [...covered].sort((a, b) => a.Price - b.Price)) {
      const n = Math.min(free, l.Num)
      reduction += n * l.Price
      free -= n
      if (!free) break
    }
    return { reduction, freeItems }
  }
  if (rule.Type === DISCOUNT_TYPES.discount) {
    const paid = Math.min(10_000, Math.max(0, rule.Amount))
    return { reduction: amount - Math.round((amount * paid) / 10_000), freeItems: 0 }
  }
  return { reduction: 0, freeItems: 0 }
}

/** The cart's price with the rule that takes most off (the lowest Id when two take the same). */
export function priceCart(lines: readonly CartLine[], rules: readonly DiscountRule[], at: number): CartPrice {
  const subtotal = lines.reduce((s, l) => s + l.Price * Math.max(0, l.Num), 0)
  let best: { ruleId: number | null; reduction: number; freeItems: number } = { ruleId: null, reduction: 0, freeItems: 0 }
  for (const rule of [...rules].sort((a, b) => a.Id - b.Id)) {
    const r = ruleReduction(rule, lines, at)
    if (r.reduction > best.reduction) best = { ruleId: rule.Id, ...r }
  }
  const reduction = Math.min(subtotal, best.reduction)
  return { subtotal, reduction, total: subtotal - reduction, ruleId: best.ruleId, freeItems: best.freeItems }
}

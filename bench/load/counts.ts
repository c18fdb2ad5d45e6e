/** Rows per table at a scale (scale 1 = the figures). */
export interface Counts {
  endUsers: number
  clients: number
  follows: number
  ledger: number
  products: number
  places: number
  warehouses: number
  deliveries: number
  salesAgents: number
  warehouseAgents: number
  salesDepartments: number
  warehouseDepartments: number
  shops: number
  /** Deals over the past year: product orders, offering orders, sales orders. */
  orders: number
  offeringOrders: number
  salesOrders: number
}

export function countsFor(scale: number): Counts {
  const n = (x: number, min = 1) => Math.max(min, Math.round(x * scale))
  const warehouses = n(20)
  return {
    endUsers: n(100_000),
    clients: n(100_000),
    follows: n(500_000),
    ledger: n(1_000_000),
    products: n(10_000),
    // Every warehouse has at least one storage place.
    places: n(2_000, warehouses),
    warehouses,
    deliveries: n(50_000),
    salesAgents: n(200, 3),
    warehouseAgents: n(20, 2),
    salesDepartments: n(16, 2),
    warehouseDepartments: n(4, 2),
    shops: n(20, 2),
    orders: n(60_000, 60),
    offeringOrders: n(20_000, 20),
    salesOrders: n(20_000, 20),
  }
}

import { defineResource } from '../../src/shared/resources/define.ts'

export const LEDGER_PATH = '/Api/StockLedger/Index'

/**
 * The stock ledger as a read-only list (the "Stock log" screen is still a placeholder): one
 * product's movements over a date range, newest first. Used only when the product serves none.
 */
export const stockLedgerResource = defineResource({
  name: 'StockLedger',
  permission: 'stock',
  group: 'stock',
  route: '/stock/flows',
  fields: {},
  label: 'Doc',
  columns: ['Id', 'ProductId', 'WarehouseId', 'PlaceId', 'OwnerId', 'Qty', 'Balance', 'Doc', 'DocId', 'CreateTime'],
  sort: ['Id', 'CreateTime'],
  filters: { ProductId: 'reference', WarehouseId: 'reference', PlaceId: 'reference', OwnerId: 'reference', Doc: 'in' },
  defaultSort: { field: 'Id' },
})

import * as fields from '../../kernel/shared/schemas/fields.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'

/** Field pieces and labels the order, declaration and finance definitions share. */

export { text } from '../../kernel/shared/schemas/fields.ts'
export const score = fields.score().default(0)
export const ref = fields.refId().default(0)
/** Money in hundredths (an integer column: at most 20 million). */
export const money = fields.money()
/** Kilograms (stored to the gram). */
export const kg = fields.kg()

/** Labels of the trade documents' fields the shared vocabulary does not have (or names otherwise). */
export const TRADE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Order
  OrderNo: /*i18n*/ { id: 'field.trade.OrderNo', message: 'Order number' },
  UserId: /*i18n*/ { id: 'field.trade.UserId', message: 'Buyer' },
  OrderTime: /*i18n*/ { id: 'field.trade.OrderTime', message: 'Ordered' },
  DealAmount: /*i18n*/ { id: 'field.trade.DealAmount', message: 'Order amount' },
  AlreadyPay: /*i18n*/ { id: 'field.trade.AlreadyPay', message: 'Paid' },
  Payment: /*i18n*/ { id: 'field.trade.Payment', message: 'Payment method' },
  PayTime: /*i18n*/ { id: 'field.trade.PayTime', message: 'Paid at' },
  City: /*i18n*/ { id: 'field.trade.City', message: 'City' },
  Zip: /*i18n*/ { id: 'field.trade.Zip', message: 'Postcode' },
  Express: /*i18n*/ { id: 'field.trade.Express', message: 'Carrier' },
  ExpressNo: /*i18n*/ { id: 'field.trade.ExpressNo', message: 'Tracking number' },
  ShipTime: /*i18n*/ { id: 'field.trade.ShipTime', message: 'Shipped' },
  SignTime: /*i18n*/ { id: 'field.trade.SignTime', message: 'Received' },
  CancelReason: /*i18n*/ { id: 'field.trade.CancelReason', message: 'Cancellation reason' },
  Lines: /*i18n*/ { id: 'field.trade.Lines', message: 'Lines' },
  // Lines and goods
  ProductId: /*i18n*/ { id: 'field.trade.ProductId', message: 'Product' },
  Spec: /*i18n*/ { id: 'field.trade.Spec', message: 'Specification' },
  Num: /*i18n*/ { id: 'field.trade.Num', message: 'Quantity' },
  Price: /*i18n*/ { id: 'field.trade.Price', message: 'Unit price' },
  BarCode: /*i18n*/ { id: 'field.trade.BarCode', message: 'Barcode' },
  HsCode: /*i18n*/ { id: 'field.trade.HsCode', message: 'HS code' },
  Unit: /*i18n*/ { id: 'field.trade.Unit', message: 'Unit' },
  Weight: /*i18n*/ { id: 'field.trade.Weight', message: 'Weight (kg)' },
  // Declaration
  OrderCode: /*i18n*/ { id: 'field.trade.OrderCode', message: 'Order code' },
  OutId: /*i18n*/ { id: 'field.trade.OutId', message: 'External number' },
  ClientName: /*i18n*/ { id: 'field.trade.ClientName', message: 'Customer' },
  OwnerName: /*i18n*/ { id: 'field.trade.OwnerName', message: 'Owner' },
  OwnerCardId: /*i18n*/ { id: 'field.trade.OwnerCardId', message: 'Owner ID number' },
  OwnerPhone: /*i18n*/ { id: 'field.trade.OwnerPhone', message: 'Owner phone' },
  LogisticsCode: /*i18n*/ { id: 'field.trade.LogisticsCode', message: 'Logistics company code' },
  LogisticsName: /*i18n*/ { id: 'field.trade.LogisticsName', message: 'Logistics company' },
  LogisticsNo: /*i18n*/ { id: 'field.trade.LogisticsNo', message: 'Waybill number' },
  PayCode: /*i18n*/ { id: 'field.trade.PayCode', message: 'Payment company code' },
  PayName: /*i18n*/ { id: 'field.trade.PayName', message: 'Payment company' },
  PlatformCode: /*i18n*/ { id: 'field.trade.PlatformCode', message: 'Platform code' },
  PlatformName: /*i18n*/ { id: 'field.trade.PlatformName', message: 'Platform' },
  FromCountry: /*i18n*/ { id: 'field.trade.FromCountry', message: 'Country of origin' },
  ToCountry: /*i18n*/ { id: 'field.trade.ToCountry', message: 'Destination country' },
  TotalWeight: /*i18n*/ { id: 'field.trade.TotalWeight', message: 'Gross weight (kg)' },
  NetWeight: /*i18n*/ { id: 'field.trade.NetWeight', message: 'Net weight (kg)' },
  ProductAmount: /*i18n*/ { id: 'field.trade.ProductAmount', message: 'Goods value' },
  DeliveryExpenses: /*i18n*/ { id: 'field.trade.DeliveryExpenses', message: 'Freight' },
  InsuranceExpenses: /*i18n*/ { id: 'field.trade.InsuranceExpenses', message: 'Insurance' },
  PushStatus: /*i18n*/ { id: 'field.trade.PushStatus', message: 'Sent to customs' },
  PushMessage: /*i18n*/ { id: 'field.trade.PushMessage', message: 'Customs gateway message' },
  PostTime: /*i18n*/ { id: 'field.trade.PostTime', message: 'Posted' },
  LastCode: /*i18n*/ { id: 'field.trade.LastCode', message: 'Latest receipt code' },
  ReceiptTime: /*i18n*/ { id: 'field.trade.ReceiptTime', message: 'Latest receipt' },
  // Refund and settlement
  DeclareId: /*i18n*/ { id: 'field.trade.DeclareId', message: 'Declaration' },
  OrderId: /*i18n*/ { id: 'field.trade.OrderId', message: 'Order' },
  Reason: /*i18n*/ { id: 'field.trade.Reason', message: 'Reason' },
  RejectReason: /*i18n*/ { id: 'field.trade.RejectReason', message: 'Rejection reason' },
  RefundTime: /*i18n*/ { id: 'field.trade.RefundTime', message: 'Refunded' },
  Currency: /*i18n*/ { id: 'field.trade.Currency', message: 'Currency' },
  SettledAmount: /*i18n*/ { id: 'field.trade.SettledAmount', message: 'Settled amount' },
  SettleTime: /*i18n*/ { id: 'field.trade.SettleTime', message: 'Settled' },
}

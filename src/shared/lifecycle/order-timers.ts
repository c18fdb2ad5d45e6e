/**
 * The order timers (LIFECYCLES.md "Order"): Setting rows named by these keys. An Unpaid order
 * older than `Order.PayMinutes` expires; an order waiting in ConfirmReceive `Order.AutoConfirmDays`
 * after it was shipped is confirmed received. 0 turns a timer off.
 */
export const ORDER_TIMER_DEFAULTS = {
  'Order.PayMinutes': 1440,
  'Order.AutoConfirmDays': 10,
} as const

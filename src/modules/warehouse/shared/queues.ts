import type { QueueDef } from '../../../kernel/shared/lifecycle/queues.ts'

/** The warehouse's work queues, fed by the entry and delivery machines' tagged states (default service levels in minutes). */
export const WAREHOUSE_QUEUES = [
  { name: 'receiving', title: /*i18n*/ { id: 'queue.receiving', message: 'Receiving' }, slaMinutes: 240 },
  { name: 'putaway', title: /*i18n*/ { id: 'queue.putaway', message: 'Put-away' }, slaMinutes: 240 },
  { name: 'picking', title: /*i18n*/ { id: 'queue.picking', message: 'Picking' }, slaMinutes: 120 },
  { name: 'packing', title: /*i18n*/ { id: 'queue.packing', message: 'Packing' }, slaMinutes: 60 },
  { name: 'to-ship', title: /*i18n*/ { id: 'queue.to-ship', message: 'Ready to ship' }, slaMinutes: 240 },
] as const satisfies readonly QueueDef[]

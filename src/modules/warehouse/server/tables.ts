// The tables the warehouse's server code reads: its own and the kernel's (staff, timelines).
export * from '../../../kernel/server/db/schema/index.ts'
export * from './schema.ts'

// The kernel's tables: people and organisation, sessions, settings, queues, timelines, the route registry.
export * from './org.ts'
export * from './auth.ts'
export * from './sms.ts'
export * from './registry.ts'
export * from './lifecycle.ts'
export * from './queue.ts'
export * from './system-config.ts'
export * from './answer-version.ts'

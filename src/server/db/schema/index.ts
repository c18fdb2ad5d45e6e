export * from './org.ts'
export * from './auth.ts'
export * from './sms.ts'

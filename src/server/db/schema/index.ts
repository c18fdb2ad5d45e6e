export * from './org.ts'
export * from './auth.ts'

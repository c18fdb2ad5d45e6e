import type { DocModel } from '../model.ts'

const isModel = (v: unknown): v is DocModel => typeof v === 'object' && v !== null && 'lifecycle' in v && 'create' in v && 'events' in v

/**
 * One model per lifecycle machine, found by file: each file of this folder exports its machines'
 * models (one, or a list), so a new lifecycle's model is a new file here. A test checks that every
 * machine of the module list has one.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true })

export const MODELS: readonly DocModel[] = Object.values(files)
  .flatMap((exports) => Object.values(exports).flatMap((v) => (Array.isArray(v) ? v.filter(isModel) : isModel(v) ? [v] : [])))
  .sort((a, b) => a.lifecycle.doc.localeCompare(b.lifecycle.doc))

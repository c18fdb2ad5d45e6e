import type { DocModel } from '../model.ts'
import { agentModel } from './agent.ts'
import { clientModel } from './client.ts'

/** One model per lifecycle machine (machines/index.ts); a test checks none is missing. */
export const MODELS: readonly DocModel[] = [clientModel, agentModel]

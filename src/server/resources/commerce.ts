import { brandResource } from '../../shared/resources/commerce.ts'
import { Brand } from '../db/schema/index.ts'

/** The commerce resources served by the generic router. */
export const COMMERCE_RESOURCES = [{ def: brandResource, table: Brand }] as const

/** The kinds of notice (a module of its own, without schemas: the home page's inbox reads it). */
export const NOTICE_TYPES = [
  { value: 1, label: /*i18n*/ { id: 'notice.type.company', message: 'Company notice' } },
  { value: 2, label: /*i18n*/ { id: 'notice.type.system', message: 'System announcement' } },
  { value: 3, label: /*i18n*/ { id: 'notice.type.policy', message: 'Policy update' } },
] as const

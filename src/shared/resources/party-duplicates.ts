/** What a customer or supplier write says when it looks like one already there (server/resources/party-duplicates.ts). */
export const DUPLICATE_MESSAGES = {
  Client: /*i18n*/ {
    id: 'srv.duplicate.client',
    message: 'This looks like the customer {name} (No. {id}), already in the system: open it, or save anyway.',
  },
  Supplier: /*i18n*/ {
    id: 'srv.duplicate.supplier',
    message: 'This looks like the supplier {name} (No. {id}), already in the system: open it, or save anyway.',
  },
  ClientName: /*i18n*/ { id: 'srv.duplicate.name', message: 'Same name as {name} (No. {id})' },
  ClientPhone: /*i18n*/ { id: 'srv.duplicate.phone', message: 'A contact of {name} (No. {id}) has this phone number' },
  CompanyNo: /*i18n*/ { id: 'srv.duplicate.companyNo', message: '{name} (No. {id}) has this credit code' },
} as const

/** What merging two customers says (server/resources/client-merge.ts). */
export const MERGE_MESSAGES = {
  same: /*i18n*/ { id: 'srv.merge.same', message: 'Choose another customer: a customer cannot be merged into itself' },
  merged: /*i18n*/ { id: 'srv.merge.done', message: 'Merged: its contacts, follow-ups, documents and history now belong to this customer' },
} as const

/**
 * What a form or a row holds under a field is only known when it is read: these tell the shapes
 * the controls take apart, so a control is handed what it can show, never a guess.
 */

/** A number, else none (an empty field, text typed where a number belongs). */
export const numberOrNone = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined)

/** A list of words (images, permissions, tags kept as a list). */
export const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** A list of record ids. */
export const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number')

/** A record-like value (not a list, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** A list of record-like values (a document's lines). */
export const isRecordList = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v) && v.every(isRecord)

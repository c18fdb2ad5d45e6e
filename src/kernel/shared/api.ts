/** The response envelope of every /Api call (docs/API.md). */
export interface FieldError {
  Field: string
  Message: string
}

export interface Envelope<T = unknown> {
  Result: boolean
  Data?: T
  Message?: string
  Count?: number
  /** On a list page: there are more records than Count (the cap of exact counts). */
  Capped?: boolean
  /** On a list page: where the next page starts (send it back as `After`); absent on the last page. */
  Next?: string
  Errors?: FieldError[]
  /** Present on 500 answers: the id of the log line and the exceptions page row. */
  ErrorId?: string
}

/** What `Agent/GetInfo` answers (spec section 7). */
export interface AgentInfo {
  avator: string
  user_name: string
  user_id: number
  access: string[]
  role: string
  department: string
  scope: string
  /** The company's time zone (IANA): the browser's days, weeks and months are its. */
  time_zone: string
}

/** Header names of spec section 7. */
export const TOKEN_HEADER = 'user'
export const LANG_HEADER = 'lang'
/** Sent with a form's POST, the same for every send of one submission: the server runs it once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

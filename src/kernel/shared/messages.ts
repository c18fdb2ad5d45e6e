/**
 * Messages the server answers with (`Message` and field errors). They are Lingui message
 * descriptors, extracted into the same catalogs as the client's texts; the server looks
 * them up in the caller's `lang`.
 */
export interface MessageDescriptor {
  /** Explicit ids: the extractor skips descriptors without one. */
  id: string
  message: string
  comment?: string
}

/** A message with values of its own inside another message's list (a field that disagrees, with both values). */
export interface Phrase {
  phrase: MessageDescriptor
  values: Readonly<Record<string, unknown>>
}

export const M = {
  // Validation
  incomplete: /*i18n*/ { id: 'srv.incomplete', message: 'Fields marked * must be completed' },
  required: /*i18n*/ { id: 'srv.required', message: 'This field is required' },
  tooShort: /*i18n*/ { id: 'srv.tooShort', message: 'Enter at least {min} characters' },
  tooLong: /*i18n*/ { id: 'srv.tooLong', message: 'Enter at most {max} characters' },
  tooSmall: /*i18n*/ { id: 'srv.tooSmall', message: 'Must be at least {min}' },
  tooBig: /*i18n*/ { id: 'srv.tooBig', message: 'Must be at most {max}' },
  invalid: /*i18n*/ { id: 'srv.invalid', message: 'This value is not valid' },
  notNumber: /*i18n*/ { id: 'srv.notNumber', message: 'Enter a number' },
  badJson: /*i18n*/ { id: 'srv.badJson', message: 'The request body is not valid JSON' },
  unstorable: /*i18n*/ {
    id: 'srv.unstorable',
    message: 'This text contains a character that cannot be stored (a NUL byte or half of a character)',
  },
  tooSmallExclusive: /*i18n*/ { id: 'srv.tooSmallExclusive', message: 'Must be greater than {min}' },
  tooBigExclusive: /*i18n*/ { id: 'srv.tooBigExclusive', message: 'Must be less than {max}' },
  // Transport
  unsupportedType: /*i18n*/ { id: 'srv.unsupportedType', message: 'Send the request body as JSON (Content-Type: application/json)' },
  busy: /*i18n*/ { id: 'srv.busy', message: 'Someone else was changing the same records at the same moment. Try again' },
  duplicate: /*i18n*/ { id: 'srv.duplicate', message: 'A record with the same value already exists' },
  timedOut: /*i18n*/ { id: 'srv.timedOut', message: 'This took too long and was stopped. Try again in a moment, or narrow it down' },
  notFound: /*i18n*/ { id: 'srv.notFound', message: 'No such interface' },
  recordNotFound: /*i18n*/ { id: 'srv.recordNotFound', message: 'The record does not exist' },
  tooLarge: /*i18n*/ { id: 'srv.tooLarge', message: 'The request is too large' },
  inUse: /*i18n*/ {
    id: 'srv.inUse',
    message: 'Still in use ({uses}), so it cannot be deleted. Move or delete those first',
    comment: '{uses} lists what refers to the record, such as "Staff × 3, Department × 2"',
  },
  usedByCount: /*i18n*/ {
    id: 'srv.usedByCount',
    message: '{noun} × {count}',
    comment: 'One item of the in-use list: what kind of record, and how many of them',
  },
  restored: /*i18n*/ { id: 'srv.restored', message: 'Restored' },
  uploadQuota: /*i18n*/ { id: 'srv.uploadQuota', message: 'You have uploaded a lot in a short time. Try again in {minutes} minutes' },
  idempotencyKeyInvalid: /*i18n*/ {
    id: 'srv.idempotencyKeyInvalid',
    message: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
  },
  idempotencyKeyReused: /*i18n*/ {
    id: 'srv.idempotencyKeyReused',
    message: 'This Idempotency-Key was already used for a different request',
  },
  idempotencyPending: /*i18n*/ {
    id: 'srv.idempotencyPending',
    message: 'The same request is still being processed. Try again in a moment',
  },
  serverError: /*i18n*/ { id: 'srv.serverError', message: 'Something went wrong on our side. Error number: {errorId}' },
  conflict: /*i18n*/ { id: 'srv.conflict', message: 'Someone else changed this record. Reload it and try again' },
  treeTooDeep: /*i18n*/ { id: 'srv.treeTooDeep', message: 'The tree can be at most {max} levels deep' },
  treeCycle: /*i18n*/ { id: 'srv.treeCycle', message: 'A record cannot be placed under itself or under one of its own branches' },
  immutable: /*i18n*/ { id: 'srv.immutable', message: 'This field cannot be changed here' },
  idCardInvalid: /*i18n*/ { id: 'srv.idCardInvalid', message: 'The ID card number must be exactly 18 characters' },
  settingValueInvalid: /*i18n*/ { id: 'srv.settingValueInvalid', message: 'The value does not match the setting’s type' },
  deptAdded: /*i18n*/ { id: 'srv.deptAdded', message: 'Added successfully' },
  deptEdited: /*i18n*/ { id: 'srv.deptEdited', message: 'Edited successfully' },
  parentMissing: /*i18n*/ { id: 'srv.parentMissing', message: 'The chosen parent does not exist' },
  arrangeMismatch: /*i18n*/ {
    id: 'srv.arrangeMismatch',
    message: 'The order must name every record under that parent once, and nothing else; reload and try again',
  },
  // Sessions and permissions
  loginRequired: /*i18n*/ { id: 'srv.loginRequired', message: 'Please log in first' },
  sessionExpired: /*i18n*/ { id: 'srv.sessionExpired', message: 'Your session has ended. Please log in again' },
  forbidden: /*i18n*/ { id: 'srv.forbidden', message: 'You do not have permission to do this' },
  badLogin: /*i18n*/ { id: 'srv.badLogin', message: 'Wrong mobile number or password' },
  accountDisabled: /*i18n*/ { id: 'srv.accountDisabled', message: 'This account can no longer log in' },
  tooManyAttempts: /*i18n*/ {
    id: 'srv.tooManyAttempts',
    message: 'Too many failed attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
  lockoutLifted: /*i18n*/ { id: 'srv.lockoutLifted', message: 'The lock-out is lifted: logins may be tried again at once' },
  lastAdministrator: /*i18n*/ {
    id: 'srv.lastAdministrator',
    message: 'This would leave no active member of staff with the administrator’s rights. Give them to someone else first',
  },
  loggedIn: /*i18n*/ { id: 'srv.loggedIn', message: 'Logged in' },
  loggedOut: /*i18n*/ { id: 'srv.loggedOut', message: 'Logged out' },
  // Passwords (spec section 8)
  pwdMismatch: /*i18n*/ { id: 'srv.pwdMismatch', message: 'The two new passwords do not match' },
  oldPwdWrong: /*i18n*/ { id: 'srv.oldPwdWrong', message: 'The old password is wrong' },
  setSuccess: /*i18n*/ { id: 'srv.setSuccess', message: 'Set successfully' },
  badMobile: /*i18n*/ { id: 'srv.badMobile', message: 'Enter a valid mobile number' },
  badCreditCode: /*i18n*/ {
    id: 'srv.badCreditCode',
    message: 'This unified social credit code does not add up: check its characters (the last is a check character)',
  },
  // Generic results (spec section 8)
  addSuccess: /*i18n*/ { id: 'srv.addSuccess', message: 'Add Success' },
  saveSuccess: /*i18n*/ { id: 'srv.saveSuccess', message: 'Save Success' },
  removeSuccess: /*i18n*/ { id: 'srv.removeSuccess', message: 'Remove Success' },
  // SMS codes (spec sections 5, 7 and 8)
  infoIncomplete: /*i18n*/ { id: 'srv.infoIncomplete', message: 'Information incomplete' },
  smsSent: /*i18n*/ { id: 'srv.smsSent', message: 'SMS sent' },
  smsCodeText: /*i18n*/ {
    id: 'srv.smsCodeText',
    message: 'Your verification code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
    comment: 'The text of the SMS itself',
  },
  smsTooSoon: /*i18n*/ { id: 'srv.smsTooSoon', message: 'A code was sent just now. Wait {seconds} seconds before asking for another' },
  smsTooMany: /*i18n*/ { id: 'srv.smsTooMany', message: 'Too many codes have been asked for. Try again in {minutes} minutes' },
  smsSendFailed: /*i18n*/ { id: 'srv.smsSendFailed', message: 'The SMS could not be sent. Try again later' },
  badCode: /*i18n*/ { id: 'srv.badCode', message: 'Enter the 6-digit code' },
  codeWrong: /*i18n*/ { id: 'srv.codeWrong', message: 'The verification code is wrong' },
  codeExpired: /*i18n*/ { id: 'srv.codeExpired', message: 'The verification code has expired. Ask for a new one' },
  codeDead: /*i18n*/ { id: 'srv.codeDead', message: 'No valid verification code for this number. Ask for a new one' },
  // Account
  mobileTaken: /*i18n*/ { id: 'srv.mobileTaken', message: 'This mobile number is already used by another member of staff' },
  mobileSame: /*i18n*/ { id: 'srv.mobileSame', message: 'This is already your mobile number' },
  mobileChanged: /*i18n*/ { id: 'srv.mobileChanged', message: 'Mobile number changed' },
  sessionRevoked: /*i18n*/ { id: 'srv.sessionRevoked', message: 'That session has been signed out' },
  // System module: adverts, help, catalogs, the API registry
  badRange: /*i18n*/ {
    id: 'srv.badRange',
    message: 'Choose a period: a preset, or a start and an end (the end not before the start, at most ten years apart)',
  },
  achieveWhose: /*i18n*/ { id: 'srv.achieveWhose', message: 'Name either an agent or a department' },
  badMonth: /*i18n*/ { id: 'srv.badMonth', message: 'Choose a month, such as 2026-10' },
  periodClosed: /*i18n*/ { id: 'srv.periodClosed', message: 'This period is already closed' },
  periodNotEnded: /*i18n*/ { id: 'srv.periodNotEnded', message: 'A period can be closed only once it has ended' },
  periodEarlierOpen: /*i18n*/ { id: 'srv.periodEarlierOpen', message: 'Periods close in order: close {month} first' },
  periodBeforeHistory: /*i18n*/ {
    id: 'srv.periodBeforeHistory',
    message: 'This month comes before the first closed period and is never closed',
  },
  countryUnknown: /*i18n*/ { id: 'srv.countryUnknown', message: 'Choose a country from the list' },
  badUrl: /*i18n*/ { id: 'srv.badUrl', message: 'Enter an address starting with http:// or https://, or upload the file here' },
  badColour: /*i18n*/ { id: 'srv.badColour', message: 'Enter a colour such as #1a2b3c' },
  tooManyKeywords: /*i18n*/ { id: 'srv.tooManyKeywords', message: 'Enter at most 5 keywords, separated by commas' },
  badCountry: /*i18n*/ { id: 'srv.badCountry', message: 'Enter a two-letter country code, such as MY' },
  badCoordinate: /*i18n*/ {
    id: 'srv.badCoordinate',
    message: 'Enter latitude,longitude in degrees: latitude from -90 to 90, longitude from -180 to 180',
  },
  endBeforeBegin: /*i18n*/ { id: 'srv.endBeforeBegin', message: 'The end cannot be before the start' },
  unpublishBeforePublish: /*i18n*/ { id: 'srv.unpublishBeforePublish', message: 'The unpublish time must be after the publish time' },
  referenceMissing: /*i18n*/ { id: 'srv.referenceMissing', message: 'The chosen record does not exist, or can no longer be chosen' },
  referenceSame: /*i18n*/ { id: 'srv.referenceSame', message: 'This cannot be the same as the record’s owner' },
  notMyWarehouse: /*i18n*/ { id: 'srv.notMyWarehouse', message: 'Choose one of the warehouses you work in' },
  hasChildren: /*i18n*/ { id: 'srv.hasChildren', message: 'Remove or move its sub-categories first' },
  apiDisabled: /*i18n*/ { id: 'srv.apiDisabled', message: 'This interface has been switched off' },
  apiProtected: /*i18n*/ { id: 'srv.apiProtected', message: 'This interface cannot be switched off' },
  // Product specifications and SKUs (spec section 5)
  skuTooManySpecs: /*i18n*/ { id: 'srv.skuTooManySpecs', message: 'A product has at most {max} specifications' },
  skuDuplicateSpec: /*i18n*/ { id: 'srv.skuDuplicateSpec', message: 'Two specifications have this name' },
  skuDuplicateValue: /*i18n*/ { id: 'srv.skuDuplicateValue', message: 'This value is already in the specification' },
  skuDuplicateKey: /*i18n*/ { id: 'srv.skuDuplicateKey', message: 'Two specification values have the same key' },
  skuImageOnFirst: /*i18n*/ { id: 'srv.skuImageOnFirst', message: 'Only the first specification’s values can have images' },
  skuTooManyRows: /*i18n*/ {
    id: 'srv.skuTooManyRows',
    message: 'Too many SKUs: the specifications’ values make more than 400 combinations',
  },
  skuRowsMismatch: /*i18n*/ { id: 'srv.skuRowsMismatch', message: 'The SKU rows must be exactly one for each combination of the values' },
  // File uploads
  fileMissing: /*i18n*/ { id: 'srv.fileMissing', message: 'Choose a file to upload' },
  fileTooLarge: /*i18n*/ { id: 'srv.fileTooLarge', message: 'The file is too large. It can be at most {max}' },
  fileType: /*i18n*/ { id: 'srv.fileType', message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' },
  fileStoreFailed: /*i18n*/ { id: 'srv.fileStoreFailed', message: 'The file could not be stored. Try again later' },
  foreignImage: /*i18n*/ {
    id: 'srv.foreignImage',
    message: '{field}: only images uploaded here can be used. Upload the image instead of linking to it on another site',
    comment: '{field} is the name of the form field (such as "Description images")',
  },
  // Spreadsheet imports
  importUnreadable: /*i18n*/ {
    id: 'srv.importUnreadable',
    message: 'The file is neither an XLSX workbook nor a CSV table with a heading row',
  },
  importTooManyRows: /*i18n*/ { id: 'srv.importTooManyRows', message: 'The file has {rows} rows; one import takes at most {max}' },
  importNoMapping: /*i18n*/ { id: 'srv.importNoMapping', message: 'Match at least one column of the file to a field' },
  importUnknownColumn: /*i18n*/ { id: 'srv.importUnknownColumn', message: 'The file has no column “{column}”' },
  importNotField: /*i18n*/ { id: 'srv.importNotField', message: '“{field}” is not a field that can be imported' },
  importNoOption: /*i18n*/ { id: 'srv.importNoOption', message: '“{value}” is not one of this field’s choices' },
  importNoRecord: /*i18n*/ { id: 'srv.importNoRecord', message: 'No record is called “{value}”' },
  importAmbiguous: /*i18n*/ { id: 'srv.importAmbiguous', message: '{count} records are called “{value}”: enter its number instead' },
  importBadDate: /*i18n*/ { id: 'srv.importBadDate', message: 'Enter a date such as 2026-03-01' },
  importBadSwitch: /*i18n*/ { id: 'srv.importBadSwitch', message: 'Enter yes or no' },
} as const satisfies Record<string, MessageDescriptor>

export type MessageKey = keyof typeof M

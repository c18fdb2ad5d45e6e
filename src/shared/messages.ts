/**
 * Messages the server answers with (`Message` and field errors). They are Lingui message
 * descriptors, extracted into the same catalogs as the client's texts; the server looks
 * them up in the caller's `lang`.
 */
export interface MessageDescriptor {
  message: string
  comment?: string
}

export const M = {
  // Validation
  incomplete: /*i18n*/ { message: 'Fields marked * must be completed' },
  required: /*i18n*/ { message: 'This field is required' },
  tooShort: /*i18n*/ { message: 'Enter at least {min} characters' },
  tooLong: /*i18n*/ { message: 'Enter at most {max} characters' },
  tooSmall: /*i18n*/ { message: 'Must be at least {min}' },
  tooBig: /*i18n*/ { message: 'Must be at most {max}' },
  invalid: /*i18n*/ { message: 'This value is not valid' },
  notNumber: /*i18n*/ { message: 'Enter a number' },
  badJson: /*i18n*/ { message: 'The request body is not valid JSON' },
  // Transport
  notFound: /*i18n*/ { message: 'No such interface' },
  recordNotFound: /*i18n*/ { message: 'The record does not exist' },
  tooLarge: /*i18n*/ { message: 'The request is too large' },
  serverError: /*i18n*/ { message: 'Something went wrong on our side. Error number: {errorId}' },
  conflict: /*i18n*/ { message: 'Someone else changed this record. Reload it and try again' },
  // Sessions and permissions
  loginRequired: /*i18n*/ { message: 'Please log in first' },
  sessionExpired: /*i18n*/ { message: 'Your session has ended. Please log in again' },
  forbidden: /*i18n*/ { message: 'You do not have permission to do this' },
  badLogin: /*i18n*/ { message: 'Wrong mobile number or password' },
  accountDisabled: /*i18n*/ { message: 'This account can no longer log in' },
  tooManyAttempts: /*i18n*/ { message: 'Too many failed attempts. Try again in {minutes} minutes' },
  loggedIn: /*i18n*/ { message: 'Logged in' },
  loggedOut: /*i18n*/ { message: 'Logged out' },
  // Passwords (spec section 8)
  pwdMismatch: /*i18n*/ { message: 'The two new passwords do not match' },
  oldPwdWrong: /*i18n*/ { message: 'The old password is wrong' },
  setSuccess: /*i18n*/ { message: 'Set successfully' },
  badMobile: /*i18n*/ { message: 'Enter a valid mobile number' },
} as const satisfies Record<string, MessageDescriptor>

export type MessageKey = keyof typeof M

/** The validation message templates of the spec, word for word. */
export const messages = {
  required: (field: string) => `${field} is required!`,
  select: (field: string) => `please select ${field}`,
  exactLength: (field: string, n: number) => `${field} must be having exact ${n} characters!`,
  minLength: (n: number) => `must be longer than ${n} characters!`,
  maxLength: (n: number) => `must be shorter than ${n} characters!`,
  minItems: (n: number) => `must contain minimum ${n} items!`,
  maxItems: (n: number) => `must contain maximum ${n} items!`,
  minValue: (n: number) => `must be greater than or equal to ${n}!`,
  maxValue: (n: number) => `must be less than or equal to ${n}!`,
  invalid: (type: string) => `must be a valid ${type}!`,
  passwordsMismatch: 'Passwords do not match',
} as const;

/** Upload messages (the spec's "Uploads"), word for word. */
export const uploadMessages = {
  onlyOneFile: 'Only one file is allowed',
  fileTooLarge: (maxMb: number) => `File size should be less than ${maxMb} mb`,
  imageDimension: (width: number, height: number) => `Image dimension is not correct (expect ${width} x ${height})`,
  wrongFormat: 'Please provide file in correct format',
} as const;

/** Links staff paste must be http or https. */
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

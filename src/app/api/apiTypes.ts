/** One entry of a field-keyed error message: `{ email: { status: 1, message: 'Email already registered.' } }`. */
export interface FieldMessage {
  /** Numeric reason code, or pass/fail for the reset-password checks. */
  status?: number | boolean;
  message: string;
}

/** Every reply of the API: `{isError, message, result}` plus endpoint-specific extras. */
export interface ApiReply<T = unknown> {
  isError: boolean;
  message: string | Record<string, FieldMessage>;
  result: T;
}

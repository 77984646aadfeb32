import { z } from 'zod';

/** One field's problem in a field-keyed error message (spec 001 §7: "message keyed by field"). */
export const fieldProblemSchema = z.object({ status: z.union([z.number(), z.boolean()]).optional(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** An error message: plain text, or problems keyed by field name (or by check index). */
export const errorMessageSchema = z.union([z.string(), z.record(z.string(), fieldProblemSchema)]);
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

/** The envelope every API answer uses: `{isError, message, result}` (spec 001 §7). */
export type Reply<T> = { isError: boolean; message: ErrorMessage; result: T };

/** Zod schema of the envelope around `result`; call-specific fields beside it are allowed. */
export function replySchema<T extends z.ZodType>(result: T) {
  return z.object({ isError: z.boolean(), message: errorMessageSchema, result }).loose();
}

/** Reads `result` out of an envelope: the one `transformResponse` of the app's calls. */
export function resultOf<T>(reply: Reply<T>): T {
  return reply.result;
}

import type { z } from 'zod';

/** What a cross-field check attaches to its issue when the loader may fix it: the value to write at the issue's path and the warning to report. */
export type IssueParams = { repair?: { value: unknown; warning: string } };

/**
 * Reports a cross-field problem found by a `superRefine` check. Strict parsing refuses it with
 * code `inconsistent`; repair writes `repair.value` at the path when given.
 * @param ctx - the refinement context
 * @param path - path of the field to fix, relative to the checked value
 * @param message - what is wrong, shown by strict parsing (`stayTime 0.5 is below max(enter + exit, 0.5) = 1.5`)
 * @param repair - the repaired value for that path and the warning the loader reports, if it can be fixed
 */
export function addDocumentIssue(ctx: z.RefinementCtx, path: (string | number)[], message: string, repair?: { value: unknown; warning: string }): void {
  const params: IssueParams = repair ? { repair } : {};
  ctx.addIssue({ code: 'custom', path, message, params });
}

import type { BatchValidation } from '../../../contract/batch';
import type { PreflightCredit } from '../../../contract/batchPreflight';

/** The error summary's headline (spec 002 §4, §5): 'No Errors found', or the warning with the bad cells (n) and the contacts skipped (m). */
export function summaryMessage({ totalErrors, totalSkipped }: Pick<BatchValidation, 'totalErrors' | 'totalSkipped'>): string {
  return totalSkipped === 0 ? 'No Errors found' : `Warning: ${totalErrors} Error(s) in ${totalSkipped} Contact(s), these contact(s) will be skipped.`;
}

/** Whether a credit type has less left than the batch takes. */
export function isShortOf({ needed, left }: PreflightCredit): boolean {
  return left < needed;
}

/**
 * Whether Generate Code is on: some contact is valid (spec 002 §5: off when the skipped contacts
 * equal the total) and no credit type the preflight counted is short.
 * @param credits - the preflight's credits; empty while it answers or when it failed (the generate call then tells a short balance itself, 402)
 */
export function canGenerate({ totalSkipped, totalContacts }: Pick<BatchValidation, 'totalSkipped' | 'totalContacts'>, credits: readonly PreflightCredit[]): boolean {
  return totalSkipped < totalContacts && !credits.some(isShortOf);
}

/** The estimated time to the last ready contact, in words: "Under a minute", "About 4 min", "About 2 h 5 min". */
export function etaText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return `About ${minutes} min`;
  const rest = minutes % 60;
  return `About ${Math.floor(minutes / 60)} h${rest === 0 ? '' : ` ${rest} min`}`;
}

/** The column a cell problem names: its header, or "Column {n}" (1 the first) past the header row. */
export function columnName(headers: readonly string[], cellIndex: number): string {
  return headers[cellIndex]?.trim() || `Column ${cellIndex + 1}`;
}

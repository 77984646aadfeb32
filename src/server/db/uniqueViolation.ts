/** True when a failed statement broke a unique index (SQLSTATE 23505), as drizzle or the driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

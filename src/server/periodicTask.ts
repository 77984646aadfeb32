/**
 * Runs a housekeeping task now (awaited, so a start sees its result) and then every `everyMs`
 * while the process runs, without keeping the process alive; answers the function that stops it.
 * A failed later run goes to `onError`; the next one still happens.
 */
export async function startPeriodicTask(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): Promise<() => void> {
  await task();
  const timer = setInterval(() => task().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

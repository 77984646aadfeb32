import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls the latest `callback` at most once every `ms`: the first call at
 * once, the calls that come sooner folded into one at the end of the wait (so the last change is
 * never missed). Nothing is called after the component unmounts.
 */
export function useThrottledCallback(callback: () => void, ms: number): () => void {
  const latest = useRef(callback);
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = callback;
  });

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current !== null) return;
    const run = () => {
      timer.current = null;
      lastRun.current = Date.now();
      latest.current();
    };
    const wait = lastRun.current + ms - Date.now();
    if (wait <= 0) run();
    else timer.current = setTimeout(run, wait);
  }, [ms]);
}

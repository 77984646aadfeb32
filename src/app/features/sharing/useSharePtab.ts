import { type RefObject, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePtab, PTAB_POLL_LIMIT_MS, PTAB_POLL_MS, ptabTarget } from './shareRules';

/**
 * The deep link `ptab` on a detail screen (spec 002 §2): once the item can be shared, clicks the
 * share button its `tab` names (Share via Link or Share via Mail), then the share dialog's
 * sharing-page or thumbnail button (looked for every 35 ms for up to 20 s), then removes the
 * parameter. A bad value, or one the screen cannot follow (the item not ready), is dropped from
 * the address. Answers the page the link names, for Choose Sharing Page to start on.
 */
export function useSharePtab(linkButton: RefObject<HTMLButtonElement | null>, mailButton: RefObject<HTMLButtonElement | null>, canShare: boolean): number | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('ptab');
  const [pageChoice, setPageChoice] = useState<number | undefined>();

  useEffect(() => {
    if (raw === null) return;
    const drop = () =>
      setSearchParams(
        (params) => {
          params.delete('ptab');
          return params;
        },
        { replace: true },
      );
    const ptab = parsePtab(raw);
    const shareButton = ptab && (ptab.tab === 'link' ? linkButton : mailButton).current;
    if (!ptab || !canShare || !shareButton) return drop();
    shareButton.click();
    const target = ptabTarget(ptab);
    if (!target) return drop();
    const started = Date.now();
    const timer = setInterval(() => {
      const button = document.querySelector<HTMLElement>(`[data-ptab-target="${target}"]`);
      if (!button && Date.now() - started < PTAB_POLL_LIMIT_MS) return;
      clearInterval(timer);
      setPageChoice(ptab.pageId);
      button?.click();
      drop();
    }, PTAB_POLL_MS);
    return () => clearInterval(timer);
  }, [raw, canShare, linkButton, mailButton, setSearchParams]);

  return pageChoice;
}

import { useEffect, useRef } from 'react';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { DialogCloseButton } from '../../components/DialogButtons';
import { Loader } from '../../components/Loader';
import { useGetCreditHistoryInfiniteQuery } from './accountApi';
import { CreditUseList, NoCreditsUsed } from './CreditUseList';

/** Page size of the full Credit Use History (spec 001 §9). */
const PAGE_SIZE = 50;

/** See More: the whole Credit Use History in a scrolling dialog, 50 at a time, loading on as it scrolls. */
export function CreditHistoryDialog({ onClose }: { onClose: () => void }) {
  const history = useGetCreditHistoryInfiniteQuery(PAGE_SIZE);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const uses = history.data?.pages.flatMap((page) => page.results) ?? [];

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Dialog isOpen title="Credit Use History" onClose={onClose} actions={<DialogCloseButton onClose={onClose} />}>
      <div className="history-scroll" tabIndex={0} aria-label="Credit Use History entries">
        {history.isLoading && <Loader label="Loading your credit history…" />}
        {history.isError && <Alert tone="error">{readApiError(history.error).message}</Alert>}
        {history.data && uses.length === 0 && <NoCreditsUsed />}
        {uses.length > 0 && <CreditUseList uses={uses} dateStyle="month" label="All credit uses" />}
        {hasNextPage && (
          <div ref={sentinelRef} className="history-more">
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import type { BatchEntry, BatchType } from '../../../contract/batch';
import { type Page, pagedListApi, prependToLists, updateInLists } from '../../api/pagedList';
import { useAppDispatch, useAppSelector } from '../../hooks';
import type { RootState } from '../../store';
import { BatchDetailDialog } from './BatchDetailDialog';
import { BatchHistory } from './BatchHistory';
import { isBatchHistory, isBatchHistoryOf } from './batchHistoryApi';
import { BatchProgressDialog } from './BatchProgressDialog';

/** Batch `id` as the cached histories now hold it (kept live by `liveBatchUpdates`), or undefined when none holds it. */
function cachedEntry(state: RootState, id: number): BatchEntry | undefined {
  for (const url of pagedListApi.util.selectCachedArgsForQuery(state, 'getPagedList').filter(isBatchHistory)) {
    const pages = pagedListApi.endpoints.getPagedList.select(url)(state).data?.pages as Page<BatchEntry>[] | undefined;
    const found = pages?.flatMap((page) => page.results).find((entry) => entry.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Whether every contact of a started batch is ready: the progress dialog then closes itself (spec 002 §4 "Batch generation" item 5). */
function isComplete({ generatedCount, totalCount }: BatchEntry): boolean {
  return totalCount > 0 && generatedCount === totalCount;
}

/**
 * What follows a batch's start (issue 18): the video's Batch History with its detail views, and,
 * when `startedBatch` becomes a batch not shown before, the generating-progress dialog for it,
 * kept live from the history (which gets the started entry first at once), minimisable, closing
 * itself when generatedCount equals totalCount.
 * @param videoId - the video whose batches are listed
 * @param type - which of its batches: links (1) or mail codes (2)
 * @param startedBatch - the entry the generate call answered (null: none started here)
 */
export function BatchFollowUp({ videoId, type, startedBatch }: { videoId: number; type: BatchType; startedBatch: BatchEntry | null }) {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState<BatchEntry | null>(null);
  const [followed, setFollowed] = useState<BatchEntry | null>(null);
  const [isMinimised, setIsMinimised] = useState(false);
  const [viewed, setViewed] = useState<BatchEntry | null>(null);

  // A new entry only: the same batch answered again changes nothing here.
  if (startedBatch && startedBatch.id !== started?.id) {
    setStarted(startedBatch);
    setFollowed(startedBatch);
    setIsMinimised(false);
  }

  useEffect(() => {
    if (!started) return;
    dispatch(prependToLists(isBatchHistoryOf(started.type), started));
    dispatch(updateInLists(isBatchHistory, started.id, started));
  }, [dispatch, started]);

  const live = useAppSelector((state) => (followed ? cachedEntry(state, followed.id) : undefined));
  const shown = followed ? (live ?? followed) : null;

  return (
    <>
      <BatchHistory videoId={videoId} type={type} onView={setViewed} />
      {shown && !isComplete(shown) && (
        <BatchProgressDialog
          videoId={videoId}
          entry={shown}
          isMinimised={isMinimised}
          onMinimise={() => setIsMinimised(true)}
          onRestore={() => setIsMinimised(false)}
          onClose={() => setFollowed(null)}
        />
      )}
      <BatchDetailDialog entry={viewed} onClose={() => setViewed(null)} />
    </>
  );
}

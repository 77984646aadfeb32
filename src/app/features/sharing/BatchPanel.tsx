import { useState } from 'react';
import type { BatchEntry, BatchValidation } from '../../../contract/batch';
import type { MergeTagPair } from '../../../scene/mergeTags';
import type { UploadItem } from '../media/mediaTypes';
import { UploadButton } from '../media/uploads/UploadButton';
import { UploadProgressBox } from '../media/uploads/UploadProgressBox';
import { BatchFollowUp } from './BatchFollowUp';
import { BatchSummaryDialog } from './BatchSummaryDialog';
import { CSV_CATEGORY, CsvFileList } from './CsvFileList';
import { MatchColumnDialog } from './MatchColumnDialog';
import '../../styles/media.css';

interface BatchPanelProps {
  /** The ready personalised video. */
  videoId: number;
  /** Its merge tags (`allMergeTag`, e-mail included). */
  tags: readonly MergeTagPair[];
}

/** What Validate answered, with the CSV's header row that names its cells. */
type Validated = { validation: BatchValidation; headers: string[] };

/**
 * The Batch tab of a personalised video's Share via Link (spec 002 §4 "Batch generation", issue
 * 18): upload a CSV of contacts (`.csv` only, up to 100 MB) into the media library, pick one of
 * the uploaded CSVs, match its columns to the video's tags (Match Column), read the error summary
 * and start it with Generate Code; under it, the video's Batch History and the progress of the
 * batch started here (BatchFollowUp).
 */
export function BatchPanel({ videoId, tags }: BatchPanelProps) {
  const [matching, setMatching] = useState<UploadItem | null>(null);
  const [validated, setValidated] = useState<Validated | null>(null);
  const [started, setStarted] = useState<BatchEntry | null>(null);

  const start = (entry: BatchEntry) => {
    setValidated(null);
    setStarted(entry);
  };

  return (
    <div className="batch-panel">
      <div>
        <h3 className="share-heading">New Batch Links</h3>
        <p className="share-muted">One personalised link per contact of a CSV: a column per variable of the video, e-mail included.</p>
      </div>
      <UploadButton kind="csv" category={CSV_CATEGORY} label="Upload CSV" />
      <UploadProgressBox />
      <CsvFileList onUse={setMatching} />
      <MatchColumnDialog
        csv={matching}
        videoId={videoId}
        tags={tags}
        onClose={() => setMatching(null)}
        onValidated={(validation, headers) => {
          setMatching(null);
          setValidated({ validation, headers });
        }}
      />
      <BatchSummaryDialog validation={validated?.validation ?? null} headers={validated?.headers ?? []} onClose={() => setValidated(null)} onStarted={start} />
      <BatchFollowUp videoId={videoId} startedBatch={started} />
    </div>
  );
}

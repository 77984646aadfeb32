import { useState } from 'react';
import { BATCH_TYPES, type BatchEntry, type BatchType, type BatchValidation } from '../../../contract/batch';
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
  /** What it makes per contact: a link (Share via Link's Batch tab, the default) or a mail code (Share via Mail's Batch Mail). */
  type?: BatchType;
}

/** The panel's heading and what it says, by batch type. */
const INTRO: Record<BatchType, { heading: string; text: string }> = {
  [BATCH_TYPES.link]: { heading: 'New Batch Links', text: 'One personalised link per contact of a CSV: a column per variable of the video, e-mail included.' },
  [BATCH_TYPES.mail]: {
    heading: 'New Batch Mail Codes',
    text: "One personalised mail code per contact of a CSV: a column per variable of the video, e-mail included. The generated CSV has each contact's code in its Mail Code column.",
  },
};

/** What Validate answered, with the CSV's header row that names its cells. */
type Validated = { validation: BatchValidation; headers: string[] };

/**
 * The Batch tab of a personalised video's Share via Link, and Share via Mail's Batch Mail (spec
 * 002 §4 "Batch generation", issues 18, 19): upload a CSV of contacts (`.csv` only, up to 100 MB) into the media library, pick one of
 * the uploaded CSVs, match its columns to the video's tags (Match Column), read the error summary
 * and start it with Generate Code; under it, the video's Batch History and the progress of the
 * batch started here (BatchFollowUp), both of the panel's batch type.
 */
export function BatchPanel({ videoId, tags, type = BATCH_TYPES.link }: BatchPanelProps) {
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
        <h3 className="share-heading">{INTRO[type].heading}</h3>
        <p className="share-muted">{INTRO[type].text}</p>
      </div>
      <UploadButton kind="csv" category={CSV_CATEGORY} label="Upload CSV" />
      <UploadProgressBox />
      <CsvFileList onUse={setMatching} />
      <MatchColumnDialog
        csv={matching}
        videoId={videoId}
        type={type}
        tags={tags}
        onClose={() => setMatching(null)}
        onValidated={(validation, headers) => {
          setMatching(null);
          setValidated({ validation, headers });
        }}
      />
      <BatchSummaryDialog validation={validated?.validation ?? null} headers={validated?.headers ?? []} onClose={() => setValidated(null)} onStarted={start} />
      <BatchFollowUp videoId={videoId} type={type} startedBatch={started} />
    </div>
  );
}

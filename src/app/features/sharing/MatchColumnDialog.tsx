import { useId, useState } from 'react';
import type { BatchType, BatchValidation } from '../../../contract/batch';
import type { MergeTagPair } from '../../../scene/mergeTags';
import { readApiError } from '../../api/apiError';
import { DialogButtons } from '../../components/DialogButtons';
import type { UploadItem } from '../media/mediaTypes';
import { useGetCsvHeadQuery, useValidateBatchMutation } from './batchApi';
import { columnName } from './batchRules';
import { CsvTablePreview } from './CsvTablePreview';
import { type ColumnMatch, completeTagMap, matchColumns } from './matchColumns';
import { ShareSheet } from './ShareSheet';

interface MatchColumnDialogProps {
  /** The CSV being matched; the dialog is open while there is one. */
  csv: UploadItem | null;
  videoId: number;
  /** What the batch makes per contact: a link (1) or a mail code (2). */
  type: BatchType;
  /** The video's merge tags (`allMergeTag`, e-mail included). */
  tags: readonly MergeTagPair[];
  onClose(): void;
  /** Validate answered: the result, and the CSV's header row (the summary names each bad cell's column by it). */
  onValidated(validation: BatchValidation, headers: string[]): void;
}

/**
 * Match Column (spec 002 §2, §4, §5): one row per merge tag of the video, `email` included, with
 * a choice of the CSV's columns, the resembling ones chosen in advance (`matchColumns`), and the
 * CSV table preview. Validate is on only when every tag has a column; it checks every contact
 * (`POST …/batch/validate/{video id}/`), and a refusal (a CSV of too many contacts) shows its message here.
 */
export function MatchColumnDialog(props: MatchColumnDialogProps) {
  return (
    <ShareSheet isOpen={props.csv !== null} title="Match Column" onClose={props.onClose}>
      {props.csv && <ColumnMatcher {...props} csv={props.csv} />}
    </ShareSheet>
  );
}

function ColumnMatcher({ csv, videoId, type, tags, onClose, onValidated }: MatchColumnDialogProps & { csv: UploadItem }) {
  const formId = useId();
  const address = csv.media_thumbnail ?? csv.media_file;
  const { data: head } = useGetCsvHeadQuery(address);
  const [chosen, setChosen] = useState<ColumnMatch | null>(null);
  const [validate, { isLoading }] = useValidateBatchMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const headers = head?.headers ?? [];
  const match = chosen ?? matchColumns(tags, headers);
  const tagMap = head ? completeTagMap(match) : null;

  const choose = (tag: string, column: string) => {
    setChosen({ ...match, [tag]: column === '' ? null : Number(column) });
    setFailure(null);
  };

  const submit = async () => {
    if (!tagMap) return;
    setFailure(null);
    try {
      onValidated(await validate({ videoId, mergeTagMap: tagMap, csvFile: csv.id, type }).unwrap(), headers);
    } catch (error) {
      setFailure(readApiError(error).message);
    }
  };

  return (
    <>
      <p className="share-muted">Choose the column of {csv.name} that holds each variable of the video.</p>
      <form
        id={formId}
        className="batch-match"
        aria-label="Column of each variable"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {tags.map(([tag], tagIndex) => (
          <div key={tag} className="batch-match-row">
            <label className="batch-match-tag" htmlFor={`${formId}-${tagIndex}`}>{`{{${tag}}}`}</label>
            <select id={`${formId}-${tagIndex}`} className="field-input" value={match[tag] ?? ''} disabled={!head} onChange={(event) => choose(tag, event.target.value)}>
              <option value="">Choose a column</option>
              {headers.map((_, index) => (
                <option key={index} value={index}>
                  {columnName(headers, index)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      {failure && (
        <p className="share-error" role="alert">
          {failure}
        </p>
      )}
      <CsvTablePreview address={address} name={csv.name} />
      <div className="share-sheet-actions">
        <DialogButtons onCancel={onClose} confirmLabel="Validate" form={formId} isBusy={isLoading} isConfirmDisabled={!tagMap} />
      </div>
    </>
  );
}

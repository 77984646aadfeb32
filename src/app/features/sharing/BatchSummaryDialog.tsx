import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { BatchEntry, BatchValidation } from '../../../contract/batch';
import { readApiError } from '../../api/apiError';
import { DialogButtons } from '../../components/DialogButtons';
import { useGetBatchPreflightQuery, useStartBatchMutation } from './batchApi';
import { BatchErrorList } from './BatchErrorList';
import { BatchPreflightView } from './BatchPreflightView';
import { canGenerate, summaryMessage } from './batchRules';
import { ShareSheet } from './ShareSheet';

interface BatchSummaryDialogProps {
  /** What Validate answered; the dialog is open while there is one. */
  validation: BatchValidation | null;
  /** The CSV's header row, naming each bad cell's column. */
  headers: readonly string[];
  onClose(): void;
  /** Generate Code started the batch: its entry (status 2). */
  onStarted(entry: BatchEntry): void;
}

/**
 * The error summary per contact (spec 002 §2, §4, §5, §8): 'No Errors found' or the warning with
 * its counts, the contacts with errors, the preflight (issue 18) and Generate Code, off when every
 * contact is skipped or a credit type is short. Generate Code starts the batch
 * (`GET …/batch/generate/{batch id}/`); a refusal (402: not enough credits) shows its message here.
 */
export function BatchSummaryDialog(props: BatchSummaryDialogProps) {
  return (
    <ShareSheet isOpen={props.validation !== null} title="Error Summary" onClose={props.onClose}>
      {props.validation && <Summary {...props} validation={props.validation} />}
    </ShareSheet>
  );
}

function Summary({ validation, headers, onClose, onStarted }: BatchSummaryDialogProps & { validation: BatchValidation }) {
  const { totalContacts, totalSkipped } = validation;
  const hasValidContacts = totalSkipped < totalContacts;
  const preflight = useGetBatchPreflightQuery(hasValidContacts ? validation.id : skipToken);
  const [start, { isLoading }] = useStartBatchMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const generate = async () => {
    setFailure(null);
    try {
      onStarted(await start(validation.id).unwrap());
    } catch (error) {
      setFailure(readApiError(error).message);
    }
  };

  return (
    <>
      <p className={totalSkipped === 0 ? 'batch-summary batch-summary-ok' : 'batch-summary batch-summary-warning'} role="status">
        {summaryMessage(validation)}
      </p>
      <p className="share-muted">
        {totalContacts - totalSkipped} of {totalContacts} contact(s) will get a personalised link.
      </p>
      {totalSkipped > 0 && <BatchErrorList errors={validation.errors} headers={headers} />}
      {hasValidContacts && <BatchPreflightView preflight={preflight.data} isLoading={preflight.isLoading} isError={preflight.isError} />}
      {failure && (
        <p className="share-error" role="alert">
          {failure}
        </p>
      )}
      <div className="share-sheet-actions">
        <DialogButtons
          onCancel={onClose}
          confirmLabel="Generate Code"
          onConfirm={() => void generate()}
          isBusy={isLoading}
          isConfirmDisabled={!canGenerate(validation, preflight.data?.credits ?? [])}
        />
      </div>
    </>
  );
}

import { downloadFile } from '../../components/downloadFile';
import { fileDownloadUrl } from '../myItems/itemRules';
import { useGetGeneratedCsvMutation } from './batchHistoryApi';

interface DownloadCsvButtonProps {
  batchId: number;
  /** What the batch is called, for the button's accessible name beside others of its kind. */
  fileName: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Download CSV (spec 002 §2 "A batch CSV view with a Download CSV button", §7): asks the server to
 * write the batch's CSV as it now stands (its columns plus Campaign URL), then opens
 * `result.generatedFile` with the download flag and `result.fileName`. A failure says so beside it.
 */
export function DownloadCsvButton({ batchId, fileName, isDisabled = false, className = 'btn btn-secondary btn-small' }: DownloadCsvButtonProps) {
  const [generate, { isLoading, isError, reset }] = useGetGeneratedCsvMutation();
  const download = async () => {
    reset();
    const answer = await generate(batchId);
    if (answer.data) downloadFile(fileDownloadUrl(answer.data.generatedFile, answer.data.fileName), answer.data.fileName);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void download()}
        disabled={isDisabled || isLoading}
        aria-busy={isLoading}
        aria-label={`Download CSV of ${fileName}`}
      >
        {isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
        Download CSV
      </button>
      {isError && (
        <span className="share-history-failed" role="alert">
          The CSV could not be made.
        </span>
      )}
    </>
  );
}

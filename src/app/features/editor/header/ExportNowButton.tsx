import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useAppSelector } from '../../../hooks';
import '../export/exportNow.css';
import { useExportNow } from '../export/useExportNow';
import { selectProject } from '../state/editorSlice';
import { GenerateButton } from './GenerateButton';

const UNSUPPORTED = 'This browser cannot encode H.264 video, so it cannot export the video itself. Generate Video renders it on our server instead.';

/**
 * Export now (video projects): this browser exports the saved project with the same engine as the
 * server and downloads `{name}.mp4` at once, without the queue or credits. While it runs the button
 * gives way to the percentage and Cancel (which takes the focus). Where WebCodecs cannot encode
 * H.264 the button says so and offers Generate Video; a failed export does the same.
 */
export function ExportNowButton() {
  const project = useAppSelector(selectProject);
  const { isSupported, state, start, cancel, dismiss } = useExportNow();
  const [isExplaining, setIsExplaining] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const isExporting = state.phase === 'exporting';
  const wasExporting = useRef(false);
  useEffect(() => {
    // The focused button is replaced: keep the keyboard where the customer is.
    if (isExporting) cancelButton.current?.focus();
    else if (wasExporting.current) exportButton.current?.focus();
    wasExporting.current = isExporting;
  }, [isExporting]);
  if (project?.editorType !== 'video') return null;

  if (state.phase === 'exporting') {
    return (
      <div className="export-now-progress" role="group" aria-label="Export now">
        <span className="export-now-bar" role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress}>
          <span style={{ width: `${state.progress}%` }} />
        </span>
        <span className="export-now-percent" aria-hidden="true">
          Exporting {state.progress}%
        </span>
        <button type="button" ref={cancelButton} className="btn btn-secondary export-now-cancel" onClick={cancel}>
          Cancel
        </button>
      </div>
    );
  }

  const close = () => {
    setIsExplaining(false);
    dismiss();
  };
  return (
    <>
      <button
        type="button"
        ref={exportButton}
        className="btn btn-secondary export-now-button"
        disabled={isSupported === null}
        title={isSupported === false ? UNSUPPORTED : 'Export the video in this browser and download it now'}
        onClick={() => (isSupported ? void start() : setIsExplaining(true))}
      >
        Export now
      </button>
      <Dialog
        isOpen={isExplaining || state.phase === 'failed'}
        title={state.phase === 'failed' ? 'The export stopped' : 'Export now is not available'}
        onClose={close}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={close}>
              Close
            </button>
            <GenerateButton />
          </>
        }
      >
        <p>{state.phase === 'failed' ? `${state.message} Generate Video renders it on our server instead.` : UNSUPPORTED}</p>
      </Dialog>
    </>
  );
}

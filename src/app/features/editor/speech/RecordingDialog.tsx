import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { recordingClockText } from './recordingClock';
import { useRecorder } from './recordingSession';

interface RecordingDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The finished recording (WebM with Opus sound). */
  onSave(recording: Blob): void;
}

/** What the dialog says under the clock, by status. */
const STATUS_TEXT = {
  idle: 'Press Start to record your speech.',
  recording: 'Recording…',
  paused: 'Paused',
  stopped: 'The recording reached 5 minutes and stopped.',
} as const;

/**
 * The Video Recording dialog (spec 000 §2): Start, then Pause or Resume, Discard and Save. The
 * recording stops by itself at 300000 ms of data; Save hands it over and closes the dialog,
 * closing it otherwise throws the recording away.
 */
export function RecordingDialog({ isOpen, onClose, onSave }: RecordingDialogProps) {
  const recorder = useRecorder();
  const [isSaving, setIsSaving] = useState(false);
  const hasRecording = recorder.status !== 'idle';

  const close = () => {
    recorder.discard();
    onClose();
  };
  const save = async () => {
    setIsSaving(true);
    try {
      onSave(await recorder.finish());
      onClose();
    } catch (failure) {
      console.error('The recording could not be saved', failure);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title="Video Recording"
      onClose={close}
      actions={
        hasRecording ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={recorder.discard} disabled={isSaving}>
              Discard
            </button>
            {recorder.status === 'recording' && (
              <button type="button" className="btn btn-secondary" onClick={recorder.pause}>
                Pause
              </button>
            )}
            {recorder.status === 'paused' && (
              <button type="button" className="btn btn-secondary" onClick={recorder.resume}>
                Resume
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={isSaving} aria-busy={isSaving}>
              Save
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void recorder.start()}>
              Start
            </button>
          </>
        )
      }
    >
      <p className="recording-clock" role="timer" aria-label="Recorded time">
        {recordingClockText(recorder.elapsedMs)}
      </p>
      <p className={recorder.status === 'recording' ? 'recording-state is-live' : 'recording-state'} role="status">
        {STATUS_TEXT[recorder.status]}
      </p>
      {recorder.error && (
        <p className="tab-hint" role="alert">
          {recorder.error}
        </p>
      )}
    </Dialog>
  );
}

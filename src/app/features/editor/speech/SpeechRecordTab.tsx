import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../hooks';
import { startUpload } from '../../media/uploads/startUpload';
import { UploadProgressBox } from '../../media/uploads/UploadProgressBox';
import { uploadReadiness } from '../../media/uploadReadiness';
import { RecordingDialog } from './RecordingDialog';
import { useSpeechSoundChoice } from './speechSoundChoice';
import { SpeechSoundList } from './SpeechSoundList';
import { useSpeechSounds } from './speechSounds';

/** The file a recording is uploaded as, named by the time it was made (short enough to show in the list): `Recording 14.03.22.webm`. */
function recordingFile(recording: Blob, made: Date): File {
  const time = [made.getHours(), made.getMinutes(), made.getSeconds()].map((value) => String(value).padStart(2, '0')).join('.');
  return new File([recording], `Recording ${time}.webm`, { type: recording.type || 'audio/webm' });
}

/**
 * The Speech panel's Record tab (spec 000 §2, 001 §2): "No Recording Yet!" with Start Recording
 * until the user has recordings, then Start Recording and the latest 10. A saved recording is
 * uploaded (library category `speechrecord`, finalised by the server) and, once ready, becomes
 * the scene's speech (type `record`); Use makes an earlier one the speech.
 */
export function SpeechRecordTab({ sceneId }: { sceneId: string }) {
  const dispatch = useAppDispatch();
  const list = useSpeechSounds('speechrecord');
  const choice = useSpeechSoundChoice(Number(sceneId), 'record');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  /** The recording saved last, until it becomes the speech. */
  const savedId = useRef<number | null>(null);
  const { choose } = choice;

  // The saved recording becomes the speech as soon as the server has finished it (the list follows its preparation).
  useEffect(() => {
    const saved = list.items.find((item) => item.id === savedId.current);
    if (!saved || !uploadReadiness(saved).isReady) return;
    savedId.current = null;
    void choose(saved);
  }, [list.items, choose]);

  const save = (recording: Blob) => {
    dispatch(startUpload(recordingFile(recording, new Date()), 'speechrecord', { isRecording: true, onUploaded: (item) => (savedId.current = item.id) }));
  };
  const startButton = (
    <button type="button" className="btn btn-primary" onClick={() => setIsDialogOpen(true)}>
      Start Recording
    </button>
  );
  const isEmpty = !list.isLoading && !list.isError && list.items.length === 0;

  return (
    <div className="speech-sound-tab">
      {isEmpty ? (
        <div className="recording-empty">
          <p className="recording-empty-title">No Recording Yet!</p>
          {startButton}
        </div>
      ) : (
        startButton
      )}
      <UploadProgressBox />
      {!isEmpty && <SpeechSoundList sceneId={Number(sceneId)} list={list} choice={choice} label="recordings" thing="recording" emptyText="No Recording Yet!" />}
      <RecordingDialog isOpen={isDialogOpen} onClose={() => setIsDialogOpen(false)} onSave={save} />
    </div>
  );
}

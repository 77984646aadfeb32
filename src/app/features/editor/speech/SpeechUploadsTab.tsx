import { UploadButton } from '../../media/uploads/UploadButton';
import { UploadProgressBox } from '../../media/uploads/UploadProgressBox';
import { useSpeechSoundChoice } from './speechSoundChoice';
import { SpeechSoundList } from './SpeechSoundList';
import { useSpeechSounds } from './speechSounds';

/**
 * The Speech panel's Uploads tab (spec 000 §2, §7): upload a speech sound (MP3 or WAV, library
 * category `speechupload`) and the latest 10 uploads; Use makes one the scene's speech (type
 * `upload`), the avatar's mouth following its loudness.
 */
export function SpeechUploadsTab({ sceneId }: { sceneId: string }) {
  const list = useSpeechSounds('speechupload');
  const choice = useSpeechSoundChoice(Number(sceneId), 'upload');
  return (
    <div className="speech-sound-tab">
      <UploadButton kind="music" category="speechupload" label="Upload speech" />
      <UploadProgressBox />
      <SpeechSoundList sceneId={Number(sceneId)} list={list} choice={choice} label="uploaded speech" thing="speech" emptyText="Speech you upload will be listed here." />
    </div>
  );
}

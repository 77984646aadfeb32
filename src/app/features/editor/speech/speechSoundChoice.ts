import { useCallback, useState } from 'react';
import { setSceneSpeechSound } from '../../../../scene/ops/sceneSpeech';
import type { SpeechType } from '../../../../scene/schema/speech';
import { useAppDispatch } from '../../../hooks';
import type { UploadItem } from '../../media/mediaTypes';
import { editDocument } from '../state/editDocument';
import { speechSoundVisemes } from './speechSoundVisemes';

/** What choosing a speech sound offers: `choose`, the item on its way (its mouth track is read), and why the last choice failed. */
export type SpeechSoundChoice = { choose(item: UploadItem): Promise<void>; choosingId: number | null; error: string | null };

/**
 * Makes library sounds the scene's speech (`setSceneSpeechSound` with `type`): reads the mouth
 * track from the sound's loudness first, then sets the sound, its length (the server's, else the
 * decoded one) and the track in one undo step (in easy mode the scene follows its length). A track
 * that cannot be read leaves the mouth at rest; the sound is still used.
 */
export function useSpeechSoundChoice(sceneId: number, type: SpeechType): SpeechSoundChoice {
  const dispatch = useAppDispatch();
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback(
    async (item: UploadItem) => {
      setChoosingId(item.id);
      setError(null);
      const decoded = await speechSoundVisemes(item.media_file).catch((failure: unknown) => {
        console.error(`The mouth track of ${item.name} could not be read`, failure);
        return { visemes: [], duration: 0 };
      });
      const sound = { id: item.id, media_file: item.media_file, duration: item.fileInfo.duration ?? decoded.duration };
      const { visemes } = decoded;
      try {
        dispatch(editDocument((document) => setSceneSpeechSound(document, sceneId, { type, sound, visemes })));
      } catch (failure) {
        console.error(`${item.name} could not become the speech`, failure);
        setError(`“${item.name}” could not be used as the speech.`);
      } finally {
        setChoosingId(null);
      }
    },
    [dispatch, sceneId, type],
  );

  return { choose, choosingId, error };
}

import type { ReactNode } from 'react';
import type { PagedList } from '../../../api/pagedList';
import { useAppSelector } from '../../../hooks';
import { MediaGrid } from '../../media/MediaGrid';
import { PAUSE_ICON, PLAY_ICON } from '../../media/mediaIcons';
import type { UploadItem } from '../../media/mediaTypes';
import { clockTime } from '../../media/placeableMedia';
import { uploadReadiness } from '../../media/uploadReadiness';
import { useAudioPreview } from '../../media/useAudioPreview';
import { DeleteUploadButton, UploadNameField } from '../../media/UploadTools';
import type { SpeechSoundChoice } from './speechSoundChoice';
import './speechSound.css';

interface SpeechSoundListProps {
  sceneId: number;
  list: PagedList<UploadItem>;
  choice: SpeechSoundChoice;
  /** What the list holds ("uploaded speech"): names the list. */
  label: string;
  /** What the delete question names ("recording"). */
  thing: string;
  emptyText: ReactNode;
}

/**
 * The user's speech sounds of one kind (uploads or recordings): each with its preview, its name
 * (renamed in place), its length, Use (it becomes the scene's speech) and Delete. The sound the
 * scene speaks is marked In use; one still being prepared cannot be used yet.
 */
export function SpeechSoundList({ sceneId, list, choice, label, thing, emptyText }: SpeechSoundListProps) {
  const soundId = useAppSelector((state) => state.editor.document?.scenes[String(sceneId)]?.speech.sound?.id);
  const { playing, toggle } = useAudioPreview();
  return (
    <>
      {choice.error && (
        <p className="tab-hint" role="alert">
          {choice.error}
        </p>
      )}
      <MediaGrid list={list} label={label} loadingText={`Loading your ${label}…`} emptyText={emptyText} layout="rows">
        {(item) => {
          const { pendingText } = uploadReadiness(item);
          const isInUse = soundId === item.id;
          const isChoosing = choice.choosingId === item.id;
          const isPlaying = playing === item.media_file;
          return (
            <div className={isInUse ? 'music-row speech-sound-row is-in-use' : 'music-row speech-sound-row'}>
              <button
                type="button"
                className="music-play"
                aria-pressed={isPlaying}
                aria-label={`${isPlaying ? 'Pause' : 'Play'} ${item.name}`}
                onClick={() => toggle(item.media_file)}
                disabled={Boolean(pendingText)}
              >
                {isPlaying ? PAUSE_ICON : PLAY_ICON}
              </button>
              <span className="music-info">
                <UploadNameField item={item} />
                <span className="music-meta">{pendingText ?? clockTime(item.fileInfo.duration ?? 0)}</span>
              </span>
              <span className="music-actions">
                <button
                  type="button"
                  className="btn btn-secondary speech-sound-use"
                  aria-label={`Use ${item.name} as the speech`}
                  aria-pressed={isInUse}
                  aria-busy={isChoosing}
                  disabled={Boolean(pendingText) || choice.choosingId !== null}
                  onClick={() => void choice.choose(item)}
                >
                  {isChoosing ? 'Reading…' : isInUse ? 'In use' : 'Use'}
                </button>
                <DeleteUploadButton item={item} thing={thing} />
              </span>
            </div>
          );
        }}
      </MediaGrid>
    </>
  );
}

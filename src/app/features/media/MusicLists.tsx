import type { MusicItem as LibraryTrack } from '../../../contract/catalogueItems';
import type { MediaItem } from '../../../scene/schema/media';
import { usePagedList } from '../../api/pagedList';
import { MediaGrid } from './MediaGrid';
import { musicLibraryUrl, uploadListUrl } from './mediaApi';
import type { UploadItem } from './mediaTypes';
import { MusicRow } from './MusicRow';
import { uploadMedia } from './placeableMedia';
import { uploadReadiness } from './uploadReadiness';
import { UploadButton } from './uploads/UploadButton';
import { UploadProgressBox } from './uploads/UploadProgressBox';
import { DeleteUploadButton, UploadNameField } from './UploadTools';
import { useSearchedList } from './useSearchedList';
import { SearchField } from './SearchField';

/** A track ready to put in a scene: its file, name, length in seconds and library item (`_Music`). */
export type PlaceableTrack = { src: string; name: string; duration: number; item: MediaItem };

interface MusicListProps {
  /** The track whose preview plays, by address. */
  playing: string | null;
  onTogglePlay(src: string): void;
  onAdd(track: PlaceableTrack): void;
}

/** The music library (`GET /api/aivideo/music/`, 10 a page). */
export function MusicLibraryList({ playing, onTogglePlay, onAdd }: MusicListProps) {
  const list = usePagedList<LibraryTrack>(musicLibraryUrl());
  return (
    <MediaGrid list={list} label="music tracks" loadingText="Loading music…" emptyText="There is no music in the library yet." layout="rows">
      {(track) => (
        <MusicRow
          name={track.name}
          duration={track.time}
          note={track.mood}
          isPlaying={playing === track.src}
          onTogglePlay={() => onTogglePlay(track.src)}
          onAdd={() =>
            onAdd({
              src: track.src,
              name: track.name,
              duration: track.time,
              item: { id: track.id, name: track.name, src: track.src, media_file: track.src, category: 'music', fileInfo: { duration: track.time } },
            })
          }
        />
      )}
    </MediaGrid>
  );
}

/** The user's uploaded music (category `music`): upload box, search, and the tracks with rename and delete. */
export function MusicUploadList({ playing, onTogglePlay, onAdd }: MusicListProps) {
  const { text, setText, search, list } = useSearchedList<UploadItem>((query) => uploadListUrl('music', query));
  return (
    <div className="media-browser">
      <UploadButton kind="music" category="music" label="Upload music" />
      <UploadProgressBox />
      <SearchField label="Search uploaded music" placeholder="Search your music" value={text} onChange={setText} />
      <MediaGrid
        list={list}
        label="uploaded music"
        loadingText="Loading your music…"
        emptyText={search ? `No uploads match “${search}”.` : 'Music you upload will be listed here.'}
        layout="rows"
      >
        {(upload) => {
          const media = uploadMedia(upload);
          return (
            <MusicRow
              name={upload.name}
              duration={media.duration}
              isPlaying={playing === media.src}
              pendingText={uploadReadiness(upload).pendingText}
              onTogglePlay={() => onTogglePlay(media.src)}
              onAdd={() => onAdd({ src: media.src, name: upload.name, duration: media.duration, item: media.item ?? {} })}
              nameField={<UploadNameField item={upload} />}
              actions={<DeleteUploadButton item={upload} thing="track" />}
            />
          );
        }}
      </MediaGrid>
    </div>
  );
}

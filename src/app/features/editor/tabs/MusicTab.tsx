import { useState } from 'react';
import { createMusicObject } from '../../../../scene/ops/newObjects';
import { useAppDispatch } from '../../../hooks';
import { MusicLibraryList, MusicUploadList, type PlaceableTrack } from '../../media/MusicLists';
import { useAudioPreview } from '../../media/useAudioPreview';
import { UPLOADS_PAGE } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { useCurrentScene } from '../useCurrentScene';
import { addToScene } from './addToScene';
import { LibrarySwitch } from './LibrarySwitch';

/**
 * The Music tab (video editor only): the music library (`music`) and the user's uploads
 * (`music/upload`), each track with a preview (one plays at a time). Add puts the track into the
 * open scene as a music object, which the timeline shows as a row; the tab stays open to add more.
 */
export function MusicTab() {
  const dispatch = useAppDispatch();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const preview = useAudioPreview();
  const [added, setAdded] = useState<string | null>(null);
  if (!where || !current) return null;

  const add = (track: PlaceableTrack) => {
    const { object, timing } = createMusicObject(track);
    dispatch(addToScene(current.sceneId, object, timing));
    setAdded(track.name);
  };
  const listProps = { playing: preview.playing, onTogglePlay: preview.toggle, onAdd: add };

  return (
    <div className="editor-tab">
      <h2 className="tab-title">Music</h2>
      <LibrarySwitch where={where} ownLabel="Library" label="Music library" />
      <p className="tab-hint" role="status">
        {added && `“${added}” was added to the scene.`}
      </p>
      {where.sub[0] === UPLOADS_PAGE ? <MusicUploadList {...listProps} /> : <MusicLibraryList {...listProps} />}
    </div>
  );
}

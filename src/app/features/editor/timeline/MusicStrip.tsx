import { useNavigate } from 'react-router-dom';
import { musicInScene } from '../../../../scene/musicScenes';
import { liveSceneIds } from '../../../../scene/ops/sceneOrder';
import type { ProjectDocument } from '../../../../scene/schema/project';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { selectionChanged } from '../state/editorSlice';
import { rowLabel } from './timelineRows';
import './MusicStrip.css';

/** The name a music track shows: its object's name in the scene that holds it. */
function trackName(document: ProjectDocument, sceneId: number, objectId: string): string {
  const object = document.scenes[String(sceneId)]?.jsonData.objects.find((candidate) => candidate.id === objectId);
  return object ? rowLabel(object) : 'Music';
}

/**
 * The scene area's strip of music items (spec 000 §2): the music heard in scene `sceneId`, its
 * own and the music looping in from earlier scenes (adjustLength 4, "from Scene 1"). Choosing an
 * item selects its music object, in the scene that holds it, and opens settings/music.
 */
export function MusicStrip({ sceneId }: { sceneId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const document = useAppSelector((state) => state.editor.document);
  if (!document || !where) return null;
  const items = musicInScene(document, sceneId);
  if (items.length === 0) return null;
  const order = liveSceneIds(document);

  const open = (holderId: number, objectId: string) => {
    dispatch(selectionChanged([objectId]));
    void navigate(editorPath({ ...where, sceneIndex: order.indexOf(holderId), section: 'settings', sub: ['music'] }));
  };

  return (
    <ul className="music-strip" aria-label="Music in this scene">
      {items.map(({ track, isCarried }) => {
        const name = trackName(document, track.sceneId, track.objectId);
        const from = `from Scene ${order.indexOf(track.sceneId) + 1}`;
        return (
          <li key={`${track.sceneId}-${track.objectId}`}>
            {/* The title keeps the whole text reachable where a narrow head scrolls the strip. */}
            <button
              type="button"
              className={isCarried ? 'music-strip-item is-carried' : 'music-strip-item'}
              title={isCarried ? `${name}, looping in ${from}` : name}
              onClick={() => open(track.sceneId, track.objectId)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 18V5l11-2v13M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zm11-2a3 3 0 1 1-3-3 3 3 0 0 1 3 3z" />
              </svg>
              <span className="music-strip-name">{name}</span>
              {isCarried && <span className="music-strip-from">{from}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

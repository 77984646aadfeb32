import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AVATAR_MODES, TIMELINE_PANEL_HEIGHT_PX, ZOOM_SLIDER } from '../../../../scene/constants';
import type { Scene } from '../../../../scene/schema/scene';
import { sceneLength } from '../../../../scene/sceneTiming';
import { pixelsPerSecond, snapTargets, timelineMaxLength } from '../../../../scene/timelineBars';
import { workspaceRange } from '../../../../scene/workspaceLength';
import { useElementSize } from '../../../components/useElementSize';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { settingsRouteFor } from '../settings/settingsRoute';
import { selectionChanged } from '../state/editorSlice';
import { MusicStrip } from './MusicStrip';
import { SceneDurationField } from './SceneDurationField';
import { TimelineBar } from './TimelineBar';
import { SeekBar } from './SeekBar';
import { VideoLength } from './VideoLength';
import { WorkspaceHandle } from './WorkspaceHandle';
import { changeSceneDuration, changeTiming } from './timingCommands';
import { rowLabel, timelineRows } from './timelineRows';
import '../../../styles/timeline.css';

/**
 * The scene's timeline (spec 000 §2, §4): a ruler, the workspace-length handle at the scene's end, a row per object with its bar, the Scene
 * Duration field for scenes without avatar, a zoom slider (10 to 149, 90 by default) that rescales
 * the timeline's maximum length, and collapse (254 px open, 75 px closed).
 */
export function Timeline({ sceneId, scene }: { sceneId: number; scene: Scene }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const selection = useAppSelector((state) => state.editor.selection);
  const document = useAppSelector((state) => state.editor.document);
  const [zoom, setZoom] = useState<number>(ZOOM_SLIDER.default);
  const [isCollapsed, setIsCollapsed] = useState(false);
  const tracks = useRef<HTMLDivElement>(null);
  const tracksWidth = useElementSize(tracks).width;
  const pxPerSecond = pixelsPerSecond(zoom);
  const length = sceneLength(scene);
  const maxLength = timelineMaxLength(length, zoom, tracksWidth);
  const rows = timelineRows(scene);
  const range = document ? workspaceRange(document, sceneId) : { min: length, max: length };

  const select = (id: string) => {
    if (selection.length === 1 && selection[0] === id) return;
    dispatch(selectionChanged([id]));
    const object = scene.jsonData.objects.find((candidate) => candidate.id === id);
    if (where && object) void navigate(editorPath({ ...where, ...settingsRouteFor([object]) }));
  };

  return (
    <section
      className={isCollapsed ? 'timeline is-collapsed' : 'timeline'}
      style={{ height: isCollapsed ? TIMELINE_PANEL_HEIGHT_PX.collapsed : TIMELINE_PANEL_HEIGHT_PX.expanded }}
      aria-label="Timeline"
    >
      <div className="timeline-head">
        <button
          type="button"
          className="icon-button"
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? 'Expand timeline' : 'Collapse timeline'}
          onClick={() => setIsCollapsed(!isCollapsed)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={isCollapsed ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
          </svg>
        </button>
        <span className="timeline-length">Scene length {length.toFixed(2)} s</span>
        <VideoLength />
        <MusicStrip sceneId={sceneId} />
        {scene.mode === AVATAR_MODES.noAvatar && <SceneDurationField scene={scene} onChange={(duration) => dispatch(changeSceneDuration(sceneId, duration))} />}
        <label className="timeline-zoom">
          <span>Zoom</span>
          <input type="range" min={ZOOM_SLIDER.min} max={ZOOM_SLIDER.max} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </label>
      </div>
      {/* Hidden rather than unmounted, so the tracks keep their measured width. */}
      <div className="timeline-body" hidden={isCollapsed}>
        <div className="timeline-labels">
          <div className="timeline-corner" />
          {rows.map(({ object }) => (
            <div key={object.id} className="timeline-label" title={rowLabel(object)}>
              {rowLabel(object)}
            </div>
          ))}
        </div>
        <div className="timeline-tracks" ref={tracks}>
          <div className="timeline-canvas" style={{ width: maxLength * pxPerSecond }}>
            <SeekBar sceneLength={length} rulerLength={maxLength} pxPerSecond={pxPerSecond} />
            <WorkspaceHandle length={length} range={range} pxPerSecond={pxPerSecond} onChange={(duration, preview) => dispatch(changeSceneDuration(sceneId, duration, preview))} />
            {rows.length === 0 && <p className="timeline-empty">Objects you add to the scene get a bar here.</p>}
            {rows.map(({ object, timing }) => (
              <div key={object.id} className="timeline-row">
                <TimelineBar
                  label={rowLabel(object)}
                  kind={object._Type}
                  timing={timing}
                  pxPerSecond={pxPerSecond}
                  snapTargets={snapTargets(scene, length, object.id)}
                  isSelected={selection.includes(object.id)}
                  onSelect={() => select(object.id)}
                  onChange={(patch, preview) => dispatch(changeTiming(sceneId, object.id, patch, preview))}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElementSize } from '../../../components/useElementSize';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { CANVAS_SIZES } from '../../../../scene/constants';
import { objectsAtRest } from '../../../../scene/visibility';
import { sceneOrder } from '../../../../scene/timing';
import { setFrameBox } from '../../../../scene/ops/avatarFrame';
import type { AvatarObject } from '../../../../scene/schema/canvasObject';
import type { Scene } from '../../../../scene/schema/scene';
import { Alert } from '../../../components/Alert';
import type { EngineClient } from '../../../engineClient/engineClient';
import { CanvasOverlay } from '../canvas/CanvasOverlay';
import { useEditorEngine } from '../preview/useEditorEngine';
import { FrameMask } from '../frame/FrameMask';
import { editorPath, isFrameEditing } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { settingsRouteFor } from '../settings/settingsRoute';
import { editDocument } from '../state/editDocument';
import { playheadMoved, selectionChanged, textEditingChanged } from '../state/editorSlice';
import { fitScale, previewPixelRatio } from './canvasFit';
import { canvasPointAt } from './fileDrop';
import { FileDropLayer } from './FileDropLayer';
import { PlayerOverlay } from './PlayerOverlay';
import { CanvasLoading } from './CanvasLoading';
import { changeObjects, commandStates, runCommand } from './stageCommands';
import { useFullscreen } from './useFullscreen';
import { useCanvasFileDrop } from './useCanvasFileDrop';
import { useSourceSizes } from './useSourceSizes';

/**
 * The canvas area: the engine draws scene `sceneId` at rest at the size that fits, and the overlay
 * above it selects and edits objects. Changes go through the store (one undo step per gesture).
 * The expand button shows the area full screen with the preview player overlay (playback goes on).
 * In frame editing the avatar's crop mask lies above the overlay, to move and resize. A picture,
 * clip or track dropped on the area is uploaded and added to the scene (useCanvasFileDrop).
 */
export function EditorStage({ sceneId, scene, onEngineChange }: { sceneId: number; scene: Scene; onEngineChange: (engine: EngineClient | null) => void }) {
  const dispatch = useAppDispatch();
  const area = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const { engine, error, drawnSceneIds } = useEditorEngine(holder);
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const selection = useAppSelector((state) => state.editor.selection);
  const clipboard = useAppSelector((state) => state.editor.clipboard);
  const textEditingId = useAppSelector((state) => state.editor.textEditingId);
  const isPlaying = useAppSelector((state) => state.editor.playerStatus !== 0);
  const isBackgroundLocked = useAppSelector((state) => !state.editor.unlockedBackgrounds.includes(sceneId));
  const sceneIndex = useAppSelector((state) => (state.editor.document ? sceneOrder(state.editor.document).indexOf(sceneId) : 0));
  const expanded = useFullscreen(area);
  const canvas = CANVAS_SIZES[size];
  const areaSize = useElementSize(area);
  const scale = fitScale(areaSize, canvas, expanded.mode !== null);
  const width = Math.round(canvas.width * scale);
  const height = Math.round(canvas.height * scale);
  const objects = useMemo(() => objectsAtRest(scene).map(({ object }) => object), [scene]);
  const sourceSizes = useSourceSizes(objects);
  const navigate = useNavigate();
  const where = useEditorLocation();
  const framedAvatar =
    where && isFrameEditing(where) ? scene.jsonData.objects.find((object): object is AvatarObject => object._Type === 'avatar' && (object.frame ?? 0) !== 0) : undefined;
  const fileDrop = useCanvasFileDrop((client) => {
    const box = holder.current?.getBoundingClientRect();
    return box ? canvasPointAt(client, box, scale, canvas) : null;
  });

  /** Selecting opens the selection's settings; clearing it keeps the panel that is open. */
  const select = (ids: string[]) => {
    dispatch(selectionChanged(ids));
    const selected = scene.jsonData.objects.filter((object) => ids.includes(object.id));
    if (where && selected.length > 0) void navigate(editorPath({ ...where, ...settingsRouteFor(selected) }));
  };

  useEffect(() => onEngineChange(engine), [engine, onEngineChange]);

  // Another scene: nothing of the last one stays selected, and play starts at its beginning.
  useEffect(() => {
    dispatch(selectionChanged([]));
    dispatch(playheadMoved(0));
  }, [dispatch, sceneId]);

  useEffect(() => {
    const ratio = previewPixelRatio(window.devicePixelRatio);
    if (engine && width > 0) void engine.resize(width * ratio, height * ratio);
  }, [engine, width, height]);

  useEffect(() => {
    if (!isPlaying) void engine?.setView({ kind: 'scene', sceneId, hiddenIds: textEditingId ? [textEditingId] : [] });
  }, [engine, sceneId, textEditingId, isPlaying]);

  return (
    <div className={expanded.mode === 'overlay' ? 'editor-stage is-expanded' : 'editor-stage'} ref={area} data-expanded={expanded.mode ?? undefined} {...fileDrop.handlers}>
      {error && <Alert tone="error">The canvas could not start: {error}</Alert>}
      <div className="editor-canvas-holder" ref={holder} style={{ width, height }} data-ready={engine ? 'true' : 'false'}>
        {!isPlaying && (
          <CanvasOverlay
            objects={objects}
            canvasSize={canvas}
            scale={scale}
            selectedIds={selection}
            backgroundLocked={isBackgroundLocked}
            onSelect={select}
            onChange={(changes, { transient }) => dispatch(changeObjects(sceneId, changes, transient))}
            commands={commandStates(scene, selection, clipboard, textEditingId !== null)}
            onCommand={(command) => dispatch(runCommand(sceneId, command))}
            sourceSizes={sourceSizes}
            onTextEditingChange={(id) => dispatch(textEditingChanged(id))}
          />
        )}
        {!error && <CanvasLoading isSceneDrawn={isPlaying || drawnSceneIds.has(sceneId)} />}
        {!isPlaying && framedAvatar && (
          <FrameMask avatar={framedAvatar} scale={scale} onChange={(box, preview) => dispatch(editDocument((document) => setFrameBox(document, sceneId, box), { preview }))} />
        )}
      </div>
      {where && <FileDropLayer editorType={where.editorType} isOver={fileDrop.isOver} notice={fileDrop.notice} onDismiss={fileDrop.dismissNotice} />}
      {expanded.mode ? (
        <PlayerOverlay engine={engine} sceneIndex={sceneIndex} onLeave={expanded.leave} />
      ) : (
        <button type="button" className="stage-expand" aria-label="Expand preview" title="Expand preview" onClick={() => void expanded.expand()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      )}
    </div>
  );
}

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import type { EngineClient } from '../../../engineClient/engineClient';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { ALERT_MS, CANVAS_SIZES, SCENE_STRIP_SCROLL_STEP_PX } from '../../../../scene/constants';
import { LAST_SCENE_MESSAGE, SceneOpError } from '../../../../scene/ops/SceneOpError';
import { usePlayingSceneIndex } from '../preview/usePreviewPlayer';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { whileLoading } from '../loading/whileLoading';
import { addSceneAfter, deleteSceneOf, duplicateSceneOf, reorderScenes } from './sceneCommands';
import { PlayerControls } from './PlayerControls';
import { SCENE_REORDER_INSTRUCTIONS, sceneAnnouncements } from './sceneAnnouncements';
import { SceneTile } from './SceneTile';
import { thumbnailBox } from './thumbnailBox';
import { TransitionSlot } from './TransitionSlot';

interface SceneStripProps {
  engine: EngineClient | null;
  where: EditorLocation;
  sceneIds: number[];
  currentIndex: number;
}

/**
 * The scene strip (spec 000 §2): engine-drawn thumbnails in play order, previous and next arrows
 * (150 px a step), add scene, Duplicate and Delete per scene, transition slots between scenes,
 * and reordering by dragging (or from the keyboard: Space picks a scene up, the arrows move it, Space drops it).
 * While the preview plays, the scene being played is the marked one, scrolled into view.
 */
export function SceneStrip({ engine, where, sceneIds, currentIndex }: SceneStripProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const document = useAppSelector((state) => state.editor.document);
  const list = useRef<HTMLOListElement>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const alertTimer = useRef(0);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const markedIndex = usePlayingSceneIndex(engine, currentIndex);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [markedIndex]);
  if (!document) return null;
  const size = thumbnailBox(CANVAS_SIZES[document.size]);

  const open = (index: number, section = where.section, sub = where.sub) => void navigate(editorPath({ ...where, sceneIndex: index, section, sub }));
  const showAlert = (text: string) => {
    setAlert(text);
    window.clearTimeout(alertTimer.current);
    alertTimer.current = window.setTimeout(() => setAlert(null), ALERT_MS);
  };
  const confirmDelete = () => {
    const sceneId = deleting;
    setDeleting(null);
    if (sceneId === null) return;
    try {
      const index = sceneIds.indexOf(sceneId);
      dispatch(deleteSceneOf(sceneId));
      open(index < currentIndex ? currentIndex - 1 : index === currentIndex ? Math.max(0, index - 1) : currentIndex, 'avatar', []);
    } catch (failure) {
      if (failure instanceof SceneOpError) showAlert(failure.message);
      else throw failure;
    }
  };
  const askDelete = (sceneId: number) => {
    if (sceneIds.length <= 1) showAlert(LAST_SCENE_MESSAGE);
    else setDeleting(sceneId);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = sceneIds.indexOf(Number(active.id));
    const to = sceneIds.indexOf(Number(over.id));
    const currentId = sceneIds[currentIndex];
    dispatch(reorderScenes(from, to));
    const moved = [...sceneIds];
    moved.splice(to, 0, ...moved.splice(from, 1));
    open(moved.indexOf(currentId ?? -1));
  };
  const scroll = (direction: -1 | 1) => list.current?.scrollBy({ left: direction * SCENE_STRIP_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section className="scene-strip" aria-label="Scenes">
      <PlayerControls engine={engine} sceneIndex={currentIndex} sceneId={sceneIds[currentIndex] ?? -1} />
      <button type="button" className="scene-strip-arrow" aria-label="Previous scenes" onClick={() => scroll(-1)}>
        ‹
      </button>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: sceneAnnouncements(sceneIds), screenReaderInstructions: SCENE_REORDER_INSTRUCTIONS }}
      >
        <SortableContext items={sceneIds} strategy={horizontalListSortingStrategy}>
          <ol className="scene-list" ref={list}>
            {sceneIds.map((sceneId, index) => {
              const scene = document.scenes[String(sceneId)];
              if (!scene) return null;
              return [
                index > 0 && (
                  <TransitionSlot key={`t${sceneId}`} where={where} fromIndex={index - 1} transition={document.scenes[String(sceneIds[index - 1])]?.sanimation ?? null} />
                ),
                <SceneTile
                  key={sceneId}
                  engine={engine}
                  sceneId={sceneId}
                  scene={scene}
                  index={index}
                  isCurrent={index === markedIndex}
                  size={size}
                  isBusy={false}
                  onOpen={() => open(index)}
                  onDuplicate={() => void dispatch(whileLoading('duplicateScene', () => open(dispatch(duplicateSceneOf(sceneId)))))}
                  onDelete={() => askDelete(sceneId)}
                />,
              ];
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className="scene-strip-arrow" aria-label="Next scenes" onClick={() => scroll(1)}>
        ›
      </button>
      <button
        type="button"
        className="scene-add"
        aria-label="Add scene"
        title="Add scene"
        onClick={() => open(dispatch(addSceneAfter(sceneIds[currentIndex] ?? sceneIds.at(-1) ?? 1)), 'avatar', [])}
      >
        +
      </button>
      {alert && (
        <p className="scene-strip-alert" role="alert">
          {alert}
        </p>
      )}
      <ConfirmDeleteDialog isOpen={deleting !== null} thing="scene" onCancel={() => setDeleting(null)} onDelete={confirmDelete} />
    </section>
  );
}

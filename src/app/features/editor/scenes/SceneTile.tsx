import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { EngineClient } from '../../../engineClient/engineClient';
import type { Scene } from '../../../../scene/schema/scene';
import { useSceneThumbnail } from './useSceneThumbnail';

interface SceneTileProps {
  engine: EngineClient | null;
  sceneId: number;
  scene: Scene;
  /** Position in the play order, from 0. */
  index: number;
  isCurrent: boolean;
  size: { width: number; height: number };
  isBusy: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One scene of the strip: its engine-drawn thumbnail (a drag handle too), its number, Duplicate and Delete. */
export function SceneTile({ engine, sceneId, scene, index, isCurrent, size, isBusy, onOpen, onDuplicate, onDelete }: SceneTileProps) {
  const thumbnail = useSceneThumbnail(engine, sceneId, scene, size);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: sceneId });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const label = `Scene ${index + 1}`;

  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'scene-tile is-dragging' : 'scene-tile'} data-scene-id={sceneId}>
      <button
        type="button"
        className={isCurrent ? 'scene-thumb is-current' : 'scene-thumb'}
        aria-label={label}
        aria-current={isCurrent ? 'true' : undefined}
        onClick={onOpen}
        {...attributes}
        {...listeners}
      >
        <span className="scene-thumb-picture" style={{ width: size.width, height: size.height }}>
          {thumbnail ? <img src={thumbnail} alt="" width={size.width} height={size.height} draggable={false} /> : <span className="scene-thumb-loading" />}
        </span>
        <span className="scene-number">{index + 1}</span>
      </button>
      <span className="scene-actions">
        <button type="button" className="scene-action" aria-label={`Duplicate ${label}`} title="Duplicate" disabled={isBusy} onClick={onDuplicate}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
          </svg>
        </button>
        <button type="button" className="scene-action" aria-label={`Delete ${label}`} title="Delete" onClick={onDelete}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
        </button>
      </span>
    </li>
  );
}

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { CanvasObject, TextObject } from '../../../../scene/schema/canvasObject';
import '../../../styles/editor-canvas.css';
import type { ContextMenuItem } from './ContextMenu';
import { ContextMenu } from './ContextMenu';
import { canCrop, panCrop } from './crop';
import { CropFrame } from './CropFrame';
import type { Point, Rect, Size } from './geometry';
import { boxCorners, drawnGeometry, geometryBounds, isTransformable, objectTitle, orientedBox, scaleQuad, unionRects } from './geometry';
import { SelectionFrame } from './SelectionFrame';
import type { Guide } from './snapping';
import { TextEditor } from './TextEditor';
import { handlesFor, moveGeometry } from './transform';
import type { CanvasCommand, HoverState, ObjectChange } from './types';
import type { CanvasKeyAction } from './useCanvasKeyboard';
import { useCanvasKeyboard } from './useCanvasKeyboard';
import { usePointerGestures } from './usePointerGestures';

export type { CanvasCommand, ObjectChange } from './types';

/**
 * Props of {@link CanvasOverlay}: the objects and the selection belong to the caller, which hears of
 * every change; the overlay keeps only the state of the gesture under way (drag previews, guides,
 * marquee, hover, context menu, text editing, crop mode).
 */
export type CanvasOverlayProps = {
  /** The scene's objects shown now, bottom first; objects[0] is the background. */
  objects: readonly CanvasObject[];
  /** Project canvas size, canvas px (e.g. 1920x1080). */
  canvasSize: Size;
  /** CSS px per canvas px: the overlay's box is canvasSize * scale. */
  scale: number;
  selectedIds: readonly string[];
  /** A locked background cannot be selected or moved; a click on it is a click on empty canvas. */
  backgroundLocked: boolean;
  /** Click selects one; Shift/Ctrl/Meta+click toggles; empty click clears; a marquee selects what it touches. */
  onSelect(ids: string[]): void;
  /** Drags send `transient: true` on every step, then one `transient: false` with the final values; keys send one `transient: false` each. */
  onChange(changes: ObjectChange[], options: { transient: boolean }): void;
  /** Enabled state of each context-menu entry (and of the copy, paste and delete keys). */
  commands: Record<CanvasCommand, boolean>;
  onCommand(command: CanvasCommand): void;
  /** Natural source size of image and video objects by object id; without one there is no crop mode. */
  sourceSizes: Readonly<Record<string, Size>>;
  /** In-place text editing started (the text's id) or ended (null); the caller hides that text in the engine meanwhile. */
  onTextEditingChange(id: string | null): void;
};

const MENU_ENTRIES: readonly Omit<ContextMenuItem<CanvasCommand>, 'isEnabled'>[] = [
  { id: 'copy', label: 'Copy', shortcut: 'Ctrl+C' },
  { id: 'paste', label: 'Paste', shortcut: 'Ctrl+V' },
  { id: 'delete', label: 'Delete', shortcut: 'Del' },
  { id: 'back', label: 'Back', startsGroup: true },
  { id: 'backward', label: 'Backward' },
  { id: 'forward', label: 'Forward' },
  { id: 'front', label: 'Front' },
];

/** Offset of the hover title from the pointer, CSS px. */
const HOVER_TITLE_OFFSET = { x: 14, y: 18 };

const pointsAttribute = (points: readonly Point[]) => points.map((point) => `${point.x},${point.y}`).join(' ');

/**
 * The DOM layer over the engine's canvas (same box, `canvasSize * scale` CSS px): selection frames
 * and handles, snapping guides, hover titles, the marquee, crop mode, the context menu and the
 * in-place text editor. It draws no content; it reports gestures through its callbacks.
 */
export function CanvasOverlay(props: CanvasOverlayProps) {
  const { objects, canvasSize, scale, selectedIds, backgroundLocked, onSelect, onChange, commands, onCommand, sourceSizes } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Readonly<Record<string, Partial<CanvasObject>>>>({});
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Rect | null>(null);
  const [hover, setHover] = useState<HoverState | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; isOnObject: boolean } | null>(null);
  const [editingTextId, setEditingTextId] = useState<string | null>(null);
  const [cropId, setCropId] = useState<string | null>(null);
  const selectionKey = selectedIds.join('\n');
  const [cropSelectionKey, setCropSelectionKey] = useState(selectionKey);

  // Leave crop mode as soon as the selection changes to anything but the cropped object.
  if (cropSelectionKey !== selectionKey) {
    setCropSelectionKey(selectionKey);
    if (cropId !== null && selectionKey !== cropId) setCropId(null);
  }

  const shown = useMemo(() => objects.map((object) => (preview[object.id] ? ({ ...object, ...preview[object.id] } as CanvasObject) : object)), [objects, preview]);
  const byId = useMemo(() => new Map(shown.map((object) => [object.id, object])), [shown]);
  const selected = selectedIds.flatMap((id) => byId.get(id) ?? []);
  const editingObject = editingTextId ? byId.get(editingTextId) : undefined;
  const editingText: TextObject | undefined = editingObject?._Type === 'text' ? editingObject : undefined;
  const cropObject = cropId ? byId.get(cropId) : undefined;
  const cropSource = cropObject ? sourceSizes[cropObject.id] : undefined;
  const crop = cropObject && canCrop(cropObject, cropSource) ? { object: cropObject, source: cropSource } : null;

  // Text editing ends when its object goes (undo, delete elsewhere): drop the stale id.
  if (editingTextId !== null && !editingText) setEditingTextId(null);

  // Tell the caller whenever editing starts or ends, whatever ended it.
  const reportEditing = useEffectEvent((id: string | null) => props.onTextEditingChange(id));
  const reportedRef = useRef<string | null>(null);
  useEffect(() => {
    if (reportedRef.current === editingTextId) return;
    reportedRef.current = editingTextId;
    reportEditing(editingTextId);
  }, [editingTextId]);

  const closeMenu = useCallback(() => setMenu(null), []);

  function startEditing(object: CanvasObject): boolean {
    if (!isTransformable(object, backgroundLocked)) return false;
    const isText = object._Type === 'text';
    const isCroppable = (object._Type === 'image' || object._Type === 'video') && canCrop(object, sourceSizes[object.id]);
    if (!isText && !isCroppable) return false;
    if (!(selectedIds.length === 1 && selectedIds[0] === object.id)) onSelect([object.id]);
    setHover(null);
    if (isText) setEditingTextId(object.id);
    else setCropId(object.id);
    return true;
  }

  function commitText(text: string, height: number) {
    if (editingText && text !== editingText.text) onChange([{ id: editingText.id, patch: { text, height } }], { transient: false });
    setEditingTextId(null);
  }

  const gestures = usePointerGestures({
    rootRef,
    objects: shown,
    canvasSize,
    scale,
    selectedIds,
    backgroundLocked,
    crop,
    onSelect,
    preview(changes) {
      if (changes.length === 0) return;
      setPreview(Object.fromEntries(changes.map((change) => [change.id, change.patch])));
      onChange(changes, { transient: true });
    },
    finish(changes, moved) {
      setPreview({});
      setGuides([]);
      if (moved && changes.length > 0) onChange(changes, { transient: false });
    },
    setGuides,
    setMarquee,
    setHover,
    openMenu: (at, isOnObject) => setMenu({ x: at.x, y: at.y, isOnObject }),
    startEditing,
    exitCrop: () => setCropId(null),
  });

  function handleKey(action: CanvasKeyAction): boolean {
    // With nothing selected only Paste works, as the menu of the empty canvas offers it.
    if (selected.length === 0 && !(action.type === 'command' && action.command === 'paste')) return false;
    if (crop && action.type === 'nudge') {
      // Arrow keys pan the crop window; a step that would leave the source is blocked (spec 000 §5).
      const patch = panCrop(crop.object, crop.source, action.delta, 'block');
      if (patch) onChange([{ id: crop.object.id, patch }], { transient: false });
      return true;
    }
    if (crop && (action.type === 'escape' || action.type === 'enter')) {
      setCropId(null);
      return true;
    }
    switch (action.type) {
      case 'nudge': {
        const movable = selected.filter((object) => isTransformable(object, backgroundLocked));
        if (movable.length === 0) return false;
        onChange(
          movable.map((object) => ({ id: object.id, patch: moveGeometry(object, action.delta) })),
          { transient: false },
        );
        return true;
      }
      case 'command':
        if (!commands[action.command]) return false;
        onCommand(action.command);
        return true;
      case 'escape':
        onSelect([]);
        return true;
      case 'enter':
        return selected.length === 1 && startEditing(selected[0]!);
      case 'menu': {
        const bounds = unionRects(selected.map((object) => geometryBounds(drawnGeometry(object, canvasSize))));
        if (!bounds) return false;
        setMenu({ x: ((bounds.left + bounds.right) / 2) * scale, y: ((bounds.top + bounds.bottom) / 2) * scale, isOnObject: true });
        return true;
      }
    }
  }

  useCanvasKeyboard((selectedIds.length > 0 || commands.paste) && !menu && !editingText, handleKey);

  const width = canvasSize.width * scale;
  const height = canvasSize.height * scale;
  const hoverObject = hover ? byId.get(hover.id) : undefined;
  const isSingle = selected.length === 1;

  return (
    <div ref={rootRef} className={`canvas-overlay${crop ? ' is-cropping' : ''}`} style={{ width, height }} {...gestures}>
      <svg className="canvas-overlay-svg" width={width} height={height} aria-hidden="true">
        {hoverObject && !selectedIds.includes(hoverObject.id) && (
          <polygon className="canvas-hover-outline" points={pointsAttribute(scaleQuad(boxCorners(orientedBox(drawnGeometry(hoverObject, canvasSize))), scale))} />
        )}
        {!crop &&
          selected
            .filter((object) => object !== editingText)
            .map((object) => {
              const box = orientedBox(drawnGeometry(object, canvasSize));
              const canTransform = isSingle && !editingText && isTransformable(object, backgroundLocked);
              const handles = canTransform ? handlesFor(object._Type, { width: box.width * scale, height: box.height * scale }) : [];
              return <SelectionFrame key={object.id} corners={scaleQuad(boxCorners(box), scale)} angle={box.angle} handles={handles} hasRotateHandle={canTransform} />;
            })}
        {guides.map((guide, index) =>
          guide.axis === 'x' ? (
            <line key={index} className="canvas-guide" x1={guide.position * scale} x2={guide.position * scale} y1={guide.start * scale} y2={guide.end * scale} />
          ) : (
            <line key={index} className="canvas-guide" y1={guide.position * scale} y2={guide.position * scale} x1={guide.start * scale} x2={guide.end * scale} />
          ),
        )}
        {marquee && (
          <rect
            className="canvas-marquee"
            x={marquee.left * scale}
            y={marquee.top * scale}
            width={(marquee.right - marquee.left) * scale}
            height={(marquee.bottom - marquee.top) * scale}
          />
        )}
        {crop && <CropFrame object={crop.object} source={crop.source} scale={scale} />}
      </svg>
      {editingText && <TextEditor key={editingText.id} object={editingText} scale={scale} onCommit={commitText} />}
      {hover && hoverObject && !menu && (
        <div
          className="canvas-hover-title"
          role="tooltip"
          style={
            hover.x > width - 160
              ? { right: width - hover.x + HOVER_TITLE_OFFSET.x, top: hover.y + HOVER_TITLE_OFFSET.y }
              : { left: hover.x + HOVER_TITLE_OFFSET.x, top: hover.y + HOVER_TITLE_OFFSET.y }
          }
        >
          {objectTitle(hoverObject)}
        </div>
      )}
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          bounds={{ width, height }}
          label={menu.isOnObject ? 'Object actions' : 'Canvas actions'}
          items={MENU_ENTRIES.map((entry) => ({ ...entry, isEnabled: menu.isOnObject ? commands[entry.id] : entry.id === 'paste' && commands.paste }))}
          onChoose={(command) => {
            setMenu(null);
            onCommand(command);
          }}
          onClose={closeMenu}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {selected.length === 1 ? `${objectTitle(selected[0]!)} selected` : selected.length > 1 ? `${selected.length} objects selected` : ''}
      </p>
    </div>
  );
}

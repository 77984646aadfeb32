import type { PointerEvent as ReactPointerEvent } from 'react';
import { type Affine, applyAffineToPoint, invertAffine, multiplyAffine, objectAffine, scaleAffine } from '../../../../scene/affine';
import { AVATAR_FRAMES } from '../../../../scene/constants';
import { defaultFrameBox, type FrameBox, frameCornerRadius } from '../../../../scene/effects/frames';
import { movedFrameBox, resizedFrameBox } from '../../../../scene/ops/avatarFrame';
import type { AvatarObject } from '../../../../scene/schema/canvasObject';
import { useDrag } from '../canvas/useDrag';

interface FrameMaskProps {
  avatar: AvatarObject;
  /** CSS px per canvas px. */
  scale: number;
  /** A new frame box, avatar px: `preview` while dragging, then once to commit. */
  onChange: (box: FrameBox, preview: boolean) => void;
}

/**
 * The crop mask of frame editing (spec 000 §2 Frame panel "movable and resizable crop mask"): the
 * avatar's frame outlined over the canvas; dragging inside moves it, the bottom-right handle
 * resizes it (a circle stays round). It sits in the canvas holder, above the selection overlay.
 */
export function FrameMask({ avatar, scale, onChange }: FrameMaskProps) {
  const startDrag = useDrag();
  const kind = avatar.frame ?? AVATAR_FRAMES.none;
  const box = avatar.frameBox ?? defaultFrameBox(avatar);
  // Avatar px -> CSS px of the holder.
  const toScreen: Affine = multiplyAffine(scaleAffine(scale, scale), multiplyAffine(objectAffine(avatar), scaleAffine(1 / avatar.width, 1 / avatar.height)));
  const toAvatar = invertAffine(toScreen);
  if (kind === AVATAR_FRAMES.none || !toAvatar) return null;
  const corner = applyAffineToPoint(toScreen, { x: box.x + box.width, y: box.y + box.height });
  const radius = frameCornerRadius(kind, box);

  const drag = (change: (dx: number, dy: number) => FrameBox) => (event: ReactPointerEvent<Element>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const start = applyAffineToPoint(toAvatar, { x: event.clientX, y: event.clientY });
    const boxAt = (moveEvent: PointerEvent) => {
      const at = applyAffineToPoint(toAvatar, { x: moveEvent.clientX, y: moveEvent.clientY });
      return change(at.x - start.x, at.y - start.y);
    };
    startDrag(event, {
      onMove: (moveEvent) => onChange(boxAt(moveEvent), true),
      onEnd: (endEvent, moved) => moved && onChange(boxAt(endEvent), false),
    });
  };

  return (
    <svg className="frame-mask" aria-label="Crop mask" role="img">
      <g transform={`matrix(${toScreen.join(' ')})`}>
        <rect
          className="frame-mask-box"
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          rx={radius}
          vectorEffect="non-scaling-stroke"
          onPointerDown={drag((dx, dy) => movedFrameBox(box, dx, dy))}
        />
      </g>
      <circle className="frame-mask-handle" data-frame-handle="se" cx={corner.x} cy={corner.y} r={6} onPointerDown={drag((dx, dy) => resizedFrameBox(box, dx, dy, kind))} />
    </svg>
  );
}

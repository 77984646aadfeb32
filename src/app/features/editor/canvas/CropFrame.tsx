import { useId } from 'react';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { Point, Size } from './geometry';
import { matrixCorners } from './geometry';
import { CROP_CORNERS, sourceCorners, sourceMatrix } from './crop';
import { HANDLE_GRAB_RADIUS_PX, HANDLE_RADIUS_PX } from './SelectionFrame';

type CropFrameProps = {
  object: CanvasObject;
  source: Size;
  /** CSS px per canvas px. */
  scale: number;
};

const pointsOf = (points: readonly Point[], scale: number) => points.map((point) => `${point.x * scale},${point.y * scale}`).join(' ');
const pathOf = (points: readonly Point[], scale: number) => `M${pointsOf(points, scale).replaceAll(' ', 'L')}Z`;

/**
 * Crop mode: the whole source as a dim frame around the crop window (an image shows its own pixels,
 * faded, where the engine draws nothing), the window outlined in the accent colour with a handle on
 * each corner (`data-crop-corner="u,v"`, corners of the engine's unit square).
 */
export function CropFrame({ object, source, scale }: CropFrameProps) {
  // useId's characters are not all safe inside url(#…).
  const clipId = `crop-clip-${useId().replace(/[^\w-]/g, '')}`;
  const outer = sourceCorners(object, source);
  const inner = matrixCorners(object);
  const ring = `${pathOf(outer, scale)} ${pathOf(inner, scale)}`;
  const [a, b, c, d, e, f] = sourceMatrix(object, source);
  return (
    <g className="canvas-crop">
      <clipPath id={clipId}>
        <path d={ring} clipRule="evenodd" />
      </clipPath>
      {object._Type === 'image' && object._Src && (
        <g clipPath={`url(#${clipId})`}>
          <image
            className="canvas-crop-source"
            href={object._Src}
            width={1}
            height={1}
            preserveAspectRatio="none"
            transform={`matrix(${a * scale} ${b * scale} ${c * scale} ${d * scale} ${e * scale} ${f * scale})`}
          />
        </g>
      )}
      <path className="canvas-crop-dim" d={ring} fillRule="evenodd" />
      <polygon className="canvas-crop-source-outline" points={pointsOf(outer, scale)} />
      <polygon className="canvas-crop-window" points={pointsOf(inner, scale)} />
      {CROP_CORNERS.map((corner, index) => {
        const point = inner[index]!;
        return (
          <g key={index} className="canvas-handle-group" data-crop-corner={`${corner.u},${corner.v}`}>
            <circle className="canvas-handle-grab" cx={point.x * scale} cy={point.y * scale} r={HANDLE_GRAB_RADIUS_PX} />
            <circle className="canvas-handle" cx={point.x * scale} cy={point.y * scale} r={HANDLE_RADIUS_PX} />
          </g>
        );
      })}
    </g>
  );
}

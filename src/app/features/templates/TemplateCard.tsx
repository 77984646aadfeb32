import { useState } from 'react';
import type { CanvasSizeIndex } from '../../../scene/constants';
import { TemplatePicture } from './TemplatePicture';
import type { TemplateListItem } from '../../../contract/templates';
import { previewsOf } from './templatesApi';

/** The box of a card's picture for each canvas size, CSS px (the server's pictures are twice as big, for sharp screens). */
export const THUMBNAIL_BOXES: Record<CanvasSizeIndex, { width: number; height: number }> = {
  0: { width: 400, height: 225 },
  1: { width: 320, height: 320 },
  2: { width: 225, height: 400 },
};

/** Seconds as the cards show them: "45 s", "1:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a card says under the name: scenes and length of a video, or that it is an image. */
export function templateMeta(item: Pick<TemplateListItem, 'kind' | 'sceneCount' | 'duration'>): string {
  if (item.kind === 'image') return 'Image';
  return `${item.sceneCount} ${item.sceneCount === 1 ? 'scene' : 'scenes'} · ${formatDuration(item.duration)}`;
}

/**
 * A template in a list: its picture in the chosen size (rendered by the server; a placeholder
 * until it is made), name and length; pointing at a video template plays its preview video,
 * muted. A click opens it.
 */
export function TemplateCard({ item, size, onOpen }: { item: TemplateListItem; size: CanvasSizeIndex; onOpen: (item: TemplateListItem) => void }) {
  const [isPointed, setIsPointed] = useState(false);
  const box = THUMBNAIL_BOXES[size];
  const { thumbnail, video } = previewsOf(item, size);
  return (
    <li className="template-card">
      <button
        type="button"
        className="template-card-button"
        onClick={() => onOpen(item)}
        onMouseEnter={() => setIsPointed(true)}
        onMouseLeave={() => setIsPointed(false)}
        onFocus={() => setIsPointed(true)}
        onBlur={() => setIsPointed(false)}
      >
        <span className="template-thumb" style={{ aspectRatio: `${box.width} / ${box.height}` }}>
          <TemplatePicture src={thumbnail} />
          {video && isPointed && <video className="template-thumb-video" src={video} muted autoPlay loop playsInline aria-hidden="true" />}
          <span className="template-thumb-action" aria-hidden="true">
            Preview
          </span>
        </span>
        <span className="template-card-name">{item.name}</span>
        <span className="template-card-meta">{templateMeta(item)}</span>
      </button>
    </li>
  );
}

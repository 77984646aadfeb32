import { useState } from 'react';
import type { CanvasSizeIndex } from '../../../scene/constants';
import { formatDuration } from './templateDocument';
import type { TemplateListItem } from './templatesApi';
import { useTemplateThumbnail } from './useTemplateThumbnail';

/** The size pictures are drawn at for each canvas size, CSS px (the cards show them scaled). */
export const THUMBNAIL_BOXES: Record<CanvasSizeIndex, { width: number; height: number }> = {
  0: { width: 400, height: 225 },
  1: { width: 320, height: 320 },
  2: { width: 225, height: 400 },
};

/** What a card says under the name: scenes and length of a video, or that it is an image. */
export function templateMeta(item: Pick<TemplateListItem, 'kind' | 'sceneCount' | 'duration'>): string {
  if (item.kind === 'image') return 'Image';
  return `${item.sceneCount} ${item.sceneCount === 1 ? 'scene' : 'scenes'} · ${formatDuration(item.duration)}`;
}

/** A template in a list: its first scene drawn by the engine (once in view), name and length; a click opens it. */
export function TemplateCard({ item, size, onOpen }: { item: TemplateListItem; size: CanvasSizeIndex; onOpen: (item: TemplateListItem) => void }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const box = THUMBNAIL_BOXES[size];
  const { url, isFailed } = useTemplateThumbnail(element, { id: item.id, size, sceneIndex: 0 }, box);
  return (
    <li className="template-card">
      <button type="button" className="template-card-button" onClick={() => onOpen(item)}>
        <span ref={setElement} className="template-thumb" style={{ aspectRatio: `${box.width} / ${box.height}` }}>
          {url ? <img src={url} alt="" /> : <span className={isFailed ? 'template-thumb-empty' : 'template-thumb-loading'} aria-hidden="true" />}
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

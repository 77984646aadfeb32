import { useState } from 'react';
import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants';
import { TemplatePicture } from './TemplatePicture';
import type { TemplateListItem } from '../../../contract/templates';
import { previewsOf } from './templatesApi';

/** The largest preview, CSS px, and how much of the window's height it may take. */
const MAX_WIDTH = 820;
const MAX_HEIGHT_SHARE = 0.56;

/** The preview's size on screen: the canvas's aspect fitted in the popup. */
function previewBox(size: CanvasSizeIndex): { width: number; height: number } {
  const { width, height } = CANVAS_SIZES[size];
  const fitted = Math.min(MAX_WIDTH, (window.innerHeight * MAX_HEIGHT_SHARE * width) / height);
  return { width: Math.round(fitted), height: Math.round((fitted * height) / width) };
}

/**
 * A template in the preview popup: a video template's preview video (rendered by the server, with
 * its sound) playing from the start with the player's controls, an image template's picture; the
 * picture, or a placeholder, while the video is not made yet. Below, the list of its scenes.
 */
export function TemplatePreview({ item, size }: { item: TemplateListItem; size: CanvasSizeIndex }) {
  const [box] = useState(() => previewBox(size));
  const { thumbnail, video, previewStatus } = previewsOf(item, size);
  const isVideoComing = item.kind === 'video' && !video && previewStatus === 'preparing';
  return (
    <div className="template-preview">
      <div className="template-preview-stage" style={{ width: box.width, height: box.height }}>
        {video ? (
          <video className="template-preview-video" src={video} poster={thumbnail ?? undefined} controls autoPlay playsInline aria-label={`Preview of ${item.name}`} />
        ) : (
          <TemplatePicture src={thumbnail} alt={`Preview of ${item.name}`} />
        )}
      </div>
      <div className="template-preview-info">
        {isVideoComing && <p className="template-preview-note">The preview video is being made; it plays here as soon as it is ready.</p>}
        <ol className="template-preview-scenes" aria-label="Scenes">
          {item.scenes.map((scene) => (
            <li key={scene.sceneIndex}>{scene.name}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

import type { ProjectDocument } from '../scene/document';
import { Engine } from './Engine';
import type { EnginePlatform } from './platform/platform';

/**
 * Draws small pictures of scenes (the editor's scene strip) with an engine of its own on its own
 * canvas, so the preview canvas never changes size or flickers. The document is shared, not
 * copied: the caller hands over the preview engine's already repaired document.
 */
export class ThumbnailRenderer {
  private readonly canvas = new OffscreenCanvas(1, 1);
  private readonly engine: Engine;

  constructor(platform: EnginePlatform) {
    this.engine = new Engine(this.canvas, platform, { preserveDrawingBuffer: true });
  }

  /** A PNG of scene `sceneId` at rest (every object shown), `width` x `height` pixels. */
  async render(document: ProjectDocument, sceneId: number, width: number, height: number): Promise<Blob> {
    this.engine.setTrustedDocument(document);
    this.engine.setView({ kind: 'scene', sceneId });
    if (this.canvas.width !== width || this.canvas.height !== height) this.engine.resize(width, height);
    await this.engine.renderFrame(0);
    return this.canvas.convertToBlob({ type: 'image/png' });
  }
}

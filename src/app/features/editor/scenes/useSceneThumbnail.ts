import { useEffect, useState } from 'react';
import type { EngineClient } from '../../../engineClient/engineClient';
import type { Scene } from '../../../../scene/schema/scene';

/** How long a scene must stay unchanged before its thumbnail is drawn again, ms. */
const REDRAW_DELAY_MS = 400;

/**
 * The address of a PNG thumbnail of a scene, drawn by the engine (so it shows what the canvas
 * shows) `REDRAW_DELAY_MS` after the scene last changed; null until the first is drawn.
 */
export function useSceneThumbnail(engine: EngineClient | null, sceneId: number, scene: Scene, size: { width: number; height: number }): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!engine) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      const ratio = Math.min(Math.max(window.devicePixelRatio, 1), 2);
      engine
        .renderThumbnail(sceneId, Math.round(size.width * ratio), Math.round(size.height * ratio))
        .then((blob) => {
          if (!isCurrent) return;
          const next = URL.createObjectURL(blob);
          setUrl((previous) => {
            if (previous) URL.revokeObjectURL(previous);
            return next;
          });
        })
        .catch((failure: unknown) => console.error(`Scene ${sceneId}: the thumbnail could not be drawn`, failure));
    }, REDRAW_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [engine, sceneId, scene, size.width, size.height]);
  useEffect(() => () => setUrl((previous) => (previous && URL.revokeObjectURL(previous), null)), []);
  return url;
}

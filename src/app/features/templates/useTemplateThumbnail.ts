import { useEffect, useState } from 'react';
import type { CanvasSizeIndex } from '../../../scene/constants';
import { documentOfScenes } from './templateDocument';
import { useTemplateEngine } from './TemplateEngineContext';
import { useLazyGetTemplateScenesQuery } from './templatesApi';

/** How far outside the visible area a card starts its picture, px. */
const VISIBLE_MARGIN = '300px';

/** Whether `element` has come within reach of the screen (it stays true once it has). */
export function useHasBeenVisible(element: Element | null): boolean {
  // Without IntersectionObserver every card counts as visible.
  const [isVisible, setIsVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || isVisible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsVisible(true), { rootMargin: VISIBLE_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isVisible]);
  return isVisible;
}

/**
 * The engine-drawn picture of one scene of a template in a size (null until drawn), asked for
 * once `element` scrolls into view: the scene comes from the scene call, the picture from the
 * page's template engine (one at a time, kept per template, size and scene).
 * @param box - the picture's size on screen, CSS px (drawn at the screen's pixel ratio, at most 2)
 */
export function useTemplateThumbnail(element: Element | null, template: { id: string; size: CanvasSizeIndex; sceneIndex: number }, box: { width: number; height: number }): { url: string | null; isFailed: boolean } {
  const engine = useTemplateEngine();
  const isVisible = useHasBeenVisible(element);
  const [fetchScenes] = useLazyGetTemplateScenesQuery();
  const [state, setState] = useState<{ key: string; url: string | null; isFailed: boolean }>({ key: '', url: null, isFailed: false });
  const { id, size, sceneIndex } = template;
  const key = `${id}:${size}:${sceneIndex}`;

  useEffect(() => {
    if (!engine || !isVisible) return;
    let isCurrent = true;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    const load = async () => {
      const scenes = await fetchScenes({ id, size, scenes: [sceneIndex] }, true).unwrap();
      return { document: documentOfScenes(scenes.results, scenes), sceneId: scenes.results[0]!.id };
    };
    engine
      .thumbnail(key, load, box.width * ratio, box.height * ratio)
      .then((url) => isCurrent && setState({ key, url, isFailed: false }))
      .catch((failure: unknown) => {
        console.error(`Template ${key}: the picture could not be drawn`, failure);
        if (isCurrent) setState({ key, url: null, isFailed: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [engine, isVisible, fetchScenes, key, id, size, sceneIndex, box.width, box.height]);

  return state.key === key ? { url: state.url, isFailed: state.isFailed } : { url: null, isFailed: false };
}

import { useEffect, useState } from 'react';
import { repairProjectDocument } from '../../../scene/document';
import { shownDocument } from '../../../scene/mergeFallbacks';
import { useAppDispatch } from '../../hooks';
import { projectApi } from '../editor/projectApi';
import { THUMBNAIL_BOXES } from '../templates/TemplateCard';
import { useTemplateEngine } from '../templates/TemplateEngineContext';
import { useHasBeenVisible } from '../../components/useHasBeenVisible';
import type { ProjectCard } from '../../../contract/projects';
import type { ItemKind } from './myItemsApi';

/**
 * The picture of an item: its stored thumbnail (or a published image's file), else its first
 * scene drawn by the page's engine, asked for once
 * `element` scrolls into view and kept per document revision, so an unchanged draft is not drawn
 * twice in a visit (the detail screen shows the card's picture, already drawn when coming from a list).
 */
export function useItemThumbnail(
  element: Element | null,
  kind: ItemKind,
  item: Pick<ProjectCard, 'id' | 'revision' | 'thumbnail' | 'mainVideoGenerate'>,
): { url: string | null; isFailed: boolean } {
  const dispatch = useAppDispatch();
  const engine = useTemplateEngine();
  const isVisible = useHasBeenVisible(element);
  const [state, setState] = useState<{ key: string; url: string | null; isFailed: boolean }>({ key: '', url: null, isFailed: false });
  const { id, revision } = item;
  const thumbnail = item.thumbnail ?? (kind === 'image' ? item.mainVideoGenerate.video : null);
  const key = `item:${kind}:${id}:${revision}`;

  useEffect(() => {
    if (thumbnail || !engine || !isVisible) return;
    let isCurrent = true;
    const draw = async () => {
      const project = await dispatch(projectApi.endpoints.getProject.initiate({ editorType: kind, id }, { subscribe: false })).unwrap();
      // As the server draws it: merge tags shown with their fallbacks.
      const document = shownDocument(repairProjectDocument(project.jsonData).document);
      const sceneId = document.currentScene.sceneArr[0];
      if (sceneId === undefined) throw new Error('the project has no scene');
      const box = THUMBNAIL_BOXES[document.size];
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      return engine.thumbnail(key, async () => ({ document, sceneId }), box.width * ratio, box.height * ratio);
    };
    draw()
      .then((url) => isCurrent && setState({ key, url, isFailed: false }))
      .catch((failure: unknown) => {
        console.error(`Project ${key}: the picture could not be drawn`, failure);
        if (isCurrent) setState({ key, url: null, isFailed: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [dispatch, engine, isVisible, key, kind, id, thumbnail]);

  if (thumbnail) return { url: thumbnail, isFailed: false };
  return state.key === key ? { url: state.url, isFailed: state.isFailed } : { url: null, isFailed: false };
}

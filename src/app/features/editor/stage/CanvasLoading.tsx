import { Loader } from '../../../components/Loader';
import { useAppSelector } from '../../../hooks';
import { LOADING_TEXTS, selectLoadingText } from '../loading/loadingSlice';
import './CanvasLoading.css';

/**
 * The canvas's loading overlay (spec 000 §2, §8): the text of the command the editor waits for
 * ('Avatar is Loading ...', 'Duplicating the Scene', … see `whileLoading`) over the drawn scene,
 * lightly veiled; or, while the open scene's first frame is not drawn, 'Scene is Loading ...' on
 * white, so a slow start shows a wait instead of a blank canvas. It never takes the pointer: the
 * canvas below and the rest of the editor stay usable.
 */
export function CanvasLoading({ isSceneDrawn }: { isSceneDrawn: boolean }) {
  const operation = useAppSelector(selectLoadingText);
  const text = operation ?? (isSceneDrawn ? null : LOADING_TEXTS.scene);
  if (!text) return null;
  return (
    <div className={isSceneDrawn ? 'scene-loading is-over-scene' : 'scene-loading'}>
      <Loader label={text} />
    </div>
  );
}

import { Loader } from '../../../components/Loader';
import './SceneLoading.css';

/**
 * Lies over the canvas until the open scene's first frame is drawn (spec 000 §8 'Scene is
 * Loading ...'), so a slow start shows a wait instead of a blank canvas. It never takes the
 * pointer: the canvas below stays usable.
 */
export function SceneLoading() {
  return (
    <div className="scene-loading">
      <Loader label="Scene is Loading ..." />
    </div>
  );
}

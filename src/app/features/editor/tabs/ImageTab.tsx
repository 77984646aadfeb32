import { useAppSelector } from '../../../hooks';
import { createImageObject } from '../../../../scene/ops/newObjects';
import { STARTER_IMAGES } from './starterLibrary';
import { useAddObject } from './useAddObject';

/** The Image tab: pictures to put on the scene (the shipped starter photos; uploads and stock join them with the media library). */
export function ImageTab() {
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  return (
    <div className="editor-tab">
      <h2 className="tab-title">Images</h2>
      <ul className="media-grid">
        {STARTER_IMAGES.map((image) => (
          <li key={image.src}>
            <button type="button" className="media-card" aria-label={`Add image ${image.name}`} onClick={() => add(createImageObject(image, size))}>
              <img src={image.src} alt="" loading="lazy" width={150} height={100} />
              <span className="media-card-name">{image.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

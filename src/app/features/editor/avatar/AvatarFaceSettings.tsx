import { avatarPresetOf } from '../../../../scene/avatars/avatarObject';
import { CANVAS_SIZES } from '../../../../scene/constants';
import { placeSceneAvatar, sceneAvatar } from '../../../../scene/ops/avatars';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { LayoutPanel } from '../panels/LayoutPanel';
import { useObjectEditing } from '../settings/useObjectEditing';
import { whileLoading } from '../loading/whileLoading';
import { editDocument } from '../state/editDocument';
import { AvatarPositions } from './AvatarPositions';
import { useGetAvatarImagesQuery } from './avatarsApi';
import { chooseFace } from './chooseFace';
import { FacesCarousel } from './FacesCarousel';
import '../../../styles/avatar.css';

/**
 * The Face part of Avatar Settings for one scene: the faces carousel (choosing a face shows that
 * presenter in the scene, with a voice of its gender: see `chooseFace`; the canvas says 'Avatar is
 * Loading ...' until it is drawn), then, once the scene has
 * an avatar, its position presets and layout grid.
 */
export function AvatarFaceSettings({ sceneId }: { sceneId: number }) {
  const dispatch = useAppDispatch();
  const document = useAppSelector((state) => state.editor.document);
  const { data: avatars, isError, isLoading } = useGetAvatarImagesQuery();
  const avatar = document ? sceneAvatar(document, sceneId) : undefined;
  const canvasSize = document ? CANVAS_SIZES[document.size] : CANVAS_SIZES[0];
  const editing = useObjectEditing(sceneId, avatar?.id ?? '');
  const shownId = typeof avatar?._Data?.id === 'number' ? avatar._Data.id : null;

  return (
    <>
      <section className="avatar-faces" aria-label="Face">
        <h3 className="tab-subtitle">Face</h3>
        {isLoading && <p className="tab-hint">Avatar is Loading ...</p>}
        {isError && <p className="tab-hint">The faces could not be loaded.</p>}
        {avatars && (
          <FacesCarousel avatars={avatars} selectedId={shownId} onChoose={(chosen) => void dispatch(whileLoading('avatar', () => dispatch(chooseFace(sceneId, chosen))))} />
        )}
      </section>
      {avatar && (
        <>
          <AvatarPositions current={avatarPresetOf(avatar, canvasSize)} onChoose={(preset) => dispatch(editDocument((doc) => placeSceneAvatar(doc, sceneId, preset)))} />
          <LayoutPanel object={avatar} canvasSize={canvasSize} onChange={editing.onChange} />
        </>
      )}
    </>
  );
}

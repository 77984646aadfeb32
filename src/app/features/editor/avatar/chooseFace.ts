import type { AvatarCatalogueEntry } from '../../../../scene/avatars/avatarCatalogue';
import { needsVoiceFor, projectLanguage, setProjectVoice } from '../../../../scene/ops/avatarVoice';
import { setSceneAvatar } from '../../../../scene/ops/avatars';
import type { AppThunk } from '../../../store';
import { editDocument } from '../state/editDocument';
import type { VoiceOption } from '../../../../contract/avatars';
import { avatarsApi, voiceRecord } from './avatarsApi';

/** The first voice of `avatar`'s gender in a language (`POST /api/avatars/avatar_voices/`), or null when the lookup fails or finds none. */
async function voiceSuiting(dispatch: Parameters<AppThunk>[0], avatar: AvatarCatalogueEntry, languageId: number): Promise<VoiceOption | null> {
  const request = dispatch(avatarsApi.endpoints.getAvatarVoices.initiate({ languageId, avatarId: avatar.id }));
  try {
    return (await request.unwrap()).find((voice) => voice.gender === avatar.gender) ?? null;
  } catch {
    return null;
  } finally {
    request.reset();
  }
}

/**
 * Shows `avatar` in scene `sceneId` (the faces carousel). A face of another gender than the
 * project's voice first looks up a voice of its gender in the project's language and switches to
 * it; when the lookup fails the face changes without a new voice (spec 000 §8). One undo step.
 */
export function chooseFace(sceneId: number, avatar: AvatarCatalogueEntry): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const document = getState().editor.document;
    if (!document) return;
    const language = projectLanguage(document);
    const voice = needsVoiceFor(document, avatar.gender) ? await voiceSuiting(dispatch, avatar, Number(language.id)) : null;
    dispatch(
      editDocument((doc) => {
        const withFace = setSceneAvatar(doc, sceneId, avatar);
        return voice ? setProjectVoice(withFace, voiceRecord(voice), language) : withFace;
      }),
    );
  };
}

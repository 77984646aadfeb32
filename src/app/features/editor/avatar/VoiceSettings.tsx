import { useState } from 'react';
import { DEFAULT_AVATAR } from '../../../../scene/constants';
import { DEFAULT_LANGUAGE, setProjectVoice } from '../../../../scene/ops/avatarVoice';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { editDocument } from '../state/editDocument';
import type { VoiceLanguage, VoiceOption } from '../../../../contract/avatars';
import { languageRecord, useGetVoiceLanguagesQuery, voiceRecord } from './avatarsApi';
import { LanguageSelect } from './LanguageSelect';
import { useSamplePlayer } from './useSamplePlayer';
import { VoiceGrid } from './VoiceGrid';
import '../../../styles/avatar.css';

/** Cora's id: the voice a project speaks with until one is chosen (spec 000 §3). */
function defaultVoiceId(languages: readonly VoiceLanguage[]): string | null {
  const english = languages.find((language) => language.id === DEFAULT_AVATAR.languageId);
  return english?.voices.find((voice) => voice.name === DEFAULT_AVATAR.voiceName)?.id ?? null;
}

/**
 * The Voice part of Avatar Settings (video editor): a language selector and the voice grid of
 * that language, each voice with its sample. Choosing a voice sets the project's voice and
 * language (`currentAvatar.voice`, `.language`), which speak every scene. The selector opens on the
 * project's language; one sample plays at a time, and none once the panel closes.
 */
export function VoiceSettings() {
  const dispatch = useAppDispatch();
  const currentAvatar = useAppSelector((state) => state.editor.document?.currentAvatar);
  const { data: languages, isError, isLoading } = useGetVoiceLanguagesQuery();
  const [shownLanguageId, setShownLanguageId] = useState<number | null>(null);
  const player = useSamplePlayer();
  const languageId = shownLanguageId ?? Number(currentAvatar?.language?.id ?? DEFAULT_LANGUAGE.id);
  const language = languages?.find((candidate) => candidate.id === languageId) ?? languages?.[0];
  const chosenId = currentAvatar?.voice ? String(currentAvatar.voice.id) : languages ? defaultVoiceId(languages) : null;

  const showLanguage = (id: number) => {
    player.stop();
    setShownLanguageId(id);
  };
  const choose = (voice: VoiceOption) => {
    if (!language) return;
    dispatch(editDocument((doc) => setProjectVoice(doc, voiceRecord(voice), languageRecord(language))));
  };

  return (
    <section className="avatar-voice" aria-label="Voice">
      {isLoading && <p className="tab-hint">Voices are Loading ...</p>}
      {isError && <p className="tab-hint">The voices could not be loaded.</p>}
      {languages && language && (
        <>
          <LanguageSelect languages={languages} value={language.id} onChange={showLanguage} />
          <VoiceGrid voices={language.voices} chosenId={chosenId} playingId={player.playingId} onChoose={choose} onToggleSample={player.toggle} />
        </>
      )}
      <audio {...player.audioProps} className="voice-sample" />
    </section>
  );
}

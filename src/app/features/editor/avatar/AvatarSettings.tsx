import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { AVATAR_MODES } from '../../../../scene/constants';
import type { AvatarMode } from '../../../../scene/schema/scene';
import type { EditorType } from '../state/editorSlice';
import { AvatarFaceSettings } from './AvatarFaceSettings';
import { rovingIndex } from './rovingIndex';
import { VoiceSettings } from './VoiceSettings';
import '../../../styles/editor-panels.css';

const TABS = [
  { key: 'face', label: 'Face' },
  { key: 'voice', label: 'Voice' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

export interface AvatarSettingsProps {
  sceneId: number;
  editorType: EditorType;
  /** The scene's avatar mode: 0 avatar, 1 voice only, 2 no avatar. */
  mode: AvatarMode;
}

/**
 * Avatar Settings of a scene (spec 000 §1, §2): in the video editor a Face tab and a Voice tab
 * (a voice-only scene shows the voice alone); the image editor shows faces only; a scene without
 * avatar shows neither. The tabs follow the tabs pattern: the arrow keys, Home and End switch.
 */
export function AvatarSettings({ sceneId, editorType, mode }: AvatarSettingsProps) {
  const [tab, setTab] = useState<TabKey>('face');
  const tabList = useRef<HTMLDivElement>(null);
  const id = useId();
  const showsFace = mode === AVATAR_MODES.avatar;
  const hasVoice = editorType === 'video' && mode !== AVATAR_MODES.noAvatar;
  if (!hasVoice) return showsFace ? <AvatarFaceSettings sceneId={sceneId} /> : null;
  if (!showsFace) return <VoiceSettings />;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex(({ key }) => key === tab);
    const next = rovingIndex(index, event.key, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!.key);
    tabList.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <>
      <div ref={tabList} role="tablist" aria-label="Avatar settings" className="ep-tabs" onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="avatar-settings-panel">
        {tab === 'face' ? <AvatarFaceSettings sceneId={sceneId} /> : <VoiceSettings />}
      </div>
    </>
  );
}

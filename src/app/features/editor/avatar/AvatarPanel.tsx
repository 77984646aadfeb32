import { FramePanel } from '../frame/FramePanel';
import type { EditorLocation } from '../routes/editorPath';
import { AvatarTab } from '../tabs/AvatarTab';
import { AvatarEffectPage } from './AvatarEffectPage';
import { avatarPageOf } from './avatarPages';
import { AvatarSettingsPage } from './AvatarSettingsPage';

/** The avatar panel at the address (spec 000 §2): its sub-page (`avatar_settings`, `frame`, `animation`, `shadow`) or the default page, the Avatar tab. */
export function AvatarPanel({ where }: { where: EditorLocation }) {
  const page = avatarPageOf(where);
  switch (page) {
    case 'frame':
      return <FramePanel where={where} />;
    case 'avatar_settings':
      return <AvatarSettingsPage where={where} />;
    case 'animation':
    case 'shadow':
      return <AvatarEffectPage page={page} where={where} />;
    case null:
      return <AvatarTab editorType={where.editorType} />;
  }
}

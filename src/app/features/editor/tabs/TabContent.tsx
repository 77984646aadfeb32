import type { EditorLocation } from '../routes/editorPath';
import { AvatarPanel } from '../avatar/AvatarPanel';
import { ColorTab } from '../colorRoute/ColorTab';
import { SettingsTab } from '../settings/SettingsTab';
import { BackgroundTab } from '../settings/BackgroundTab';
import { TransitionTab } from '../transitions/TransitionTab';
import { ElementsTab } from './ElementsTab';
import { ImageTab } from './ImageTab';
import { MusicTab } from './MusicTab';
import { TemplatesTab } from './TemplatesTab';
import { TextTab } from './TextTab';
import { VideoTab } from './VideoTab';

/** The left panel's content for the address: a tab, a settings page, the scene transition picker or the avatar panel with its sub-pages. */
export function TabContent({ where }: { where: EditorLocation }) {
  switch (where.section) {
    case 'templates':
      return <TemplatesTab where={where} />;
    case 'background':
      return <BackgroundTab />;
    case 'text':
      return <TextTab />;
    case 'image':
      return <ImageTab />;
    case 'video':
      return <VideoTab />;
    case 'music':
      return <MusicTab />;
    case 'elements':
      return <ElementsTab />;
    case 'settings':
      return <SettingsTab where={where} />;
    case 'animation':
      return <TransitionTab />;
    case 'color':
      return <ColorTab />;
    default:
      return <AvatarPanel where={where} />;
  }
}

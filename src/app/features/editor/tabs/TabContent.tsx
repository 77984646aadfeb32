import type { EditorLocation } from '../routes/editorPath';
import { ColorTab } from '../colorRoute/ColorTab';
import { SettingsTab } from '../settings/SettingsTab';
import { BackgroundTab } from '../settings/BackgroundTab';
import { TransitionTab } from '../transitions/TransitionTab';
import { AvatarTab } from './AvatarTab';
import { ElementsTab } from './ElementsTab';
import { EmptyTab } from './EmptyTab';
import { ImageTab } from './ImageTab';
import { TextTab } from './TextTab';

/** The left panel's content for the address: a tab, a settings page or the scene transition picker. */
export function TabContent({ where }: { where: EditorLocation }) {
  switch (where.section) {
    case 'templates':
      return <EmptyTab title="Templates">Your saved templates will be listed here.</EmptyTab>;
    case 'background':
      return <BackgroundTab />;
    case 'text':
      return <TextTab />;
    case 'image':
      return <ImageTab />;
    case 'video':
      return <EmptyTab title="Video">Video clips you upload will be listed here, ready to place in the scene.</EmptyTab>;
    case 'music':
      return <EmptyTab title="Music">Music you upload will be listed here, ready to play under your scenes.</EmptyTab>;
    case 'elements':
      return <ElementsTab />;
    case 'settings':
      return <SettingsTab where={where} />;
    case 'animation':
      return <TransitionTab />;
    case 'color':
      return <ColorTab />;
    default:
      return <AvatarTab editorType={where.editorType} />;
  }
}

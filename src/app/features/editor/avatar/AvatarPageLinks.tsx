import { useNavigate } from 'react-router-dom';
import { SubPageLinks } from '../panels/SubPageLinks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import type { AvatarPage } from './avatarPages';

/** The Avatar tab's entries to the avatar's sub-pages (spec 000 §2): Frame, Animation (video editor only) and Shadow. */
export function AvatarPageLinks() {
  const navigate = useNavigate();
  const where = useEditorLocation();
  if (!where) return null;
  const links: { sub: AvatarPage; label: string }[] = [
    { sub: 'frame', label: 'Frame' },
    ...(where.editorType === 'video' ? [{ sub: 'animation' as const, label: 'Animation' }] : []),
    { sub: 'shadow', label: 'Shadow' },
  ];
  return <SubPageLinks links={links} label="Avatar effects" onNavigate={(sub) => void navigate(editorPath({ ...where, section: 'avatar', sub: [sub] }))} />;
}

import { Link, useLocation } from 'react-router-dom';
import { editorPath, type EditorLocation, UPLOADS_PAGE } from '../routes/editorPath';
import '../../../styles/editor-panels.css';

/**
 * The two libraries of a media tab as links: the tab's own address (stock or the music library)
 * and `{tab}/upload` (the user's uploads). The route state (a replace in progress) goes along.
 */
export function LibrarySwitch({ where, ownLabel, label }: { where: EditorLocation; ownLabel: string; label: string }) {
  const { state } = useLocation();
  const isUploads = where.sub[0] === UPLOADS_PAGE;
  const links = [
    { sub: [], text: ownLabel, isCurrent: !isUploads },
    { sub: [UPLOADS_PAGE], text: 'Uploads', isCurrent: isUploads },
  ];
  return (
    <nav className="ep-segmented library-switch" aria-label={label}>
      {links.map((link) => (
        <Link key={link.text} to={editorPath({ ...where, sub: link.sub })} state={state} replace aria-current={link.isCurrent ? 'page' : undefined}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

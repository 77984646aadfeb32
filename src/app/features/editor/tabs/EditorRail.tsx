import { NavLink } from 'react-router-dom';
import { editorPath, type EditorLocation, type EditorTab, tabsFor } from '../routes/editorPath';

/** Labels and icon paths of the left tabs. */
const TAB_LOOK: Record<EditorTab, { label: string; icon: string }> = {
  avatar: { label: 'Avatar', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c.8-4 4-6 8-6s7.2 2 8 6' },
  templates: { label: 'Templates', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  background: { label: 'Background', icon: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6' },
  text: { label: 'Text', icon: 'M5 6V4h14v2M12 4v16M9 20h6' },
  image: { label: 'Image', icon: 'M4 5h16v14H4zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM20 15l-5-5-9 9' },
  video: { label: 'Video', icon: 'M3 6h13v12H3zM16 10l5-3v10l-5-3' },
  music: { label: 'Music', icon: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z' },
  elements: { label: 'Elements', icon: 'M12 3l3 6H9zM5 14h6v6H5zM17 20a3 3 0 1 0 0-6 3 3 0 0 0 0 6z' },
  settings: { label: 'Settings', icon: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4' },
};

/** The left tabs (spec 000 §2); image projects have no templates, music or video tab (spec 000 §1). */
export function EditorRail({ where }: { where: EditorLocation }) {
  return (
    <nav className="editor-rail" aria-label="Editor tabs">
      {tabsFor(where.editorType).map((tab) => (
        <NavLink
          key={tab}
          to={editorPath({ ...where, section: tab, sub: [] })}
          className={() => (where.section === tab ? 'rail-tab is-active' : 'rail-tab')}
          aria-current={where.section === tab ? 'page' : undefined}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={TAB_LOOK[tab].icon} />
          </svg>
          <span>{TAB_LOOK[tab].label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** A sub-page entry: route segment and visible name. */
export type SubPageLink<S extends string> = { sub: S; label: string };

interface SubPageLinksProps<S extends string> {
  /** The sub-pages, in display order. */
  links: readonly SubPageLink<S>[];
  onNavigate: (sub: S) => void;
  /** Names the list for assistive technology. @default 'More settings' */
  label?: string;
}

/** Entries to a panel's sub-pages (mask, filter, animation, shadow…); the caller routes. */
export function SubPageLinks<S extends string>({ links, onNavigate, label = 'More settings' }: SubPageLinksProps<S>) {
  if (links.length === 0) return null;
  return (
    <nav className="ep-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.sub}>
            <button type="button" className="ep-link" onClick={() => onNavigate(link.sub)}>
              <span>{link.label}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An object panel's sub-pages: its own, then Animation (where the editor animates objects) and Shadow. */
export function objectSubPages<S extends string>(own: readonly SubPageLink<S>[], hasAnimation: boolean): SubPageLink<S | 'animation' | 'shadow'>[] {
  return [...own, ...(hasAnimation ? [{ sub: 'animation' as const, label: 'Animation' }] : []), { sub: 'shadow', label: 'Shadow' }];
}

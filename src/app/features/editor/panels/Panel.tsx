import { useId } from 'react';
import type { ReactNode } from 'react';
import '../../../styles/editor-panels.css';

interface PanelProps {
  /** The panel's title ("Text Settings"). */
  title: string;
  children?: ReactNode;
  /** Shows a back button (sub-pages); `backLabel` names where it goes. */
  onBack?: () => void;
  backLabel?: string;
  /** Short line under the title. */
  lead?: ReactNode;
}

/** The frame of a settings panel in the left column: a titled region with its sections. */
export function Panel({ title, children, onBack, backLabel = 'settings', lead }: PanelProps) {
  const titleId = useId();
  return (
    <section className="ep-panel" aria-labelledby={titleId}>
      <header className="ep-panel-header">
        {onBack && (
          <button type="button" className="ep-icon-button" aria-label={`Back to ${backLabel}`} onClick={onBack}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
        <h2 className="ep-panel-title" id={titleId}>
          {title}
        </h2>
      </header>
      {lead && <p className="ep-panel-lead">{lead}</p>}
      {children}
    </section>
  );
}

interface PanelSectionProps {
  title: string;
  children: ReactNode;
  /** Hides the heading visually, keeping it for screen readers. */
  isTitleHidden?: boolean;
}

/** A titled group of controls inside a panel. */
export function PanelSection({ title, children, isTitleHidden = false }: PanelSectionProps) {
  const titleId = useId();
  return (
    <section className="ep-section" aria-labelledby={titleId}>
      <h3 className={isTitleHidden ? 'visually-hidden' : 'ep-section-title'} id={titleId}>
        {title}
      </h3>
      {children}
    </section>
  );
}

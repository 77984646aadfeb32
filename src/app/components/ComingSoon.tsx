import type { ReactNode } from 'react';
import '../styles/placeholder.css';

interface ComingSoonProps {
  heading: string;
  children: ReactNode;
}

/** An honest placeholder for a screen that is not built yet. */
export function ComingSoon({ heading, children }: ComingSoonProps) {
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 className="page-title" id="page-heading">
        {heading}
      </h1>
      <div className="placeholder">
        <svg className="placeholder-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect x="6" y="12" width="52" height="36" rx="6" fill="#fde7ed" stroke="#e7416a" strokeWidth="2" />
          <path d="M28 23v14l11-7z" fill="#e7416a" />
          <rect x="14" y="52" width="36" height="4" rx="2" fill="#f4b6c6" />
        </svg>
        <p className="placeholder-title">{heading} — coming soon</p>
        <p className="placeholder-text">{children}</p>
      </div>
    </section>
  );
}

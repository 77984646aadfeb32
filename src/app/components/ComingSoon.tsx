import type { ReactNode } from 'react';
import '../styles/placeholder.css';
import { PlaceholderArt } from './PlaceholderArt';

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
        <PlaceholderArt className="placeholder-art" />
        <p className="placeholder-title">{heading} — coming soon</p>
        <p className="placeholder-text">{children}</p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { PlaceholderArt } from '../../../components/PlaceholderArt';

/** A tab with nothing to offer yet, saying so and what will be there. */
export function EmptyTab({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="editor-tab">
      <h2 className="tab-title">{title}</h2>
      <div className="tab-empty">
        <PlaceholderArt className="tab-empty-art" />
        <p>{children}</p>
      </div>
    </div>
  );
}

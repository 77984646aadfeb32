import type { ReactNode } from 'react';
import { PanelSection } from './Panel';
import { OpacityField } from './SliderField';
import type { EditOptions } from './types';

interface ObjectOpacityProps {
  object: { opacity: number };
  onChange(patch: { opacity: number }, options?: EditOptions): void;
}

/** The opacity slider of an object panel, changing the object's `opacity`. */
export function ObjectOpacityField({ object, onChange }: ObjectOpacityProps) {
  return <OpacityField opacity={object.opacity} onChange={(opacity, options) => onChange({ opacity }, options)} />;
}

/** An object panel's Appearance section: the opacity, then `children` (the image's flips). */
export function AppearanceSection({ object, onChange, children }: ObjectOpacityProps & { children?: ReactNode }) {
  return (
    <PanelSection title="Appearance">
      <ObjectOpacityField object={object} onChange={onChange} />
      {children}
    </PanelSection>
  );
}

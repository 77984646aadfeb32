import type { ElementsObject, ShapeObject } from '../../../../scene/schema/canvasObject';
import { ColorField } from '../colors/ColorField';
import { AppearanceSection } from './ObjectOpacity';
import { Panel, PanelSection } from './Panel';
import { objectSubPages, SubPageLinks } from './SubPageLinks';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/elements. */
export type ElementSubPage = 'color' | 'animation' | 'shadow';

/** A vector object: a shape, icon, emoji or illustration. */
export type VectorObject = ShapeObject | ElementsObject;

export interface ElementSettingsProps extends ObjectPanelProps<VectorObject> {
  onNavigate: (sub: ElementSubPage) => void;
  /** Shows the Animation entry (video editor only). @default true */
  hasAnimation?: boolean;
}

/**
 * settings/elements: the vector's colours (one per SVG colour when it has a `colorArr`, else its
 * single `fill`), opacity, and the colour, animation and shadow pages.
 */
export function ElementSettings({ object, onChange, onNavigate, hasAnimation = true, children }: ElementSettingsProps) {
  const colors = object.colorArr ?? [];
  const links = objectSubPages([{ sub: 'color', label: 'Colour' }], hasAnimation);

  return (
    <Panel title="Element Settings">
      <PanelSection title="Colour">
        {colors.length > 0 ? (
          colors.map((color, index) => (
            <ColorField
              key={index}
              label={`Colour ${index + 1}`}
              color={color}
              onChange={(next, options) => next && onChange({ colorArr: colors.map((old, i) => (i === index ? next : old)) }, options)}
            />
          ))
        ) : (
          <ColorField label="Colour" color={object.fill ?? null} onChange={(fill, options) => fill && onChange({ fill }, options)} />
        )}
      </PanelSection>

      <AppearanceSection object={object} onChange={onChange} />

      <SubPageLinks links={links} onNavigate={onNavigate} />
      {children}
    </Panel>
  );
}

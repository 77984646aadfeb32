import type { ImageObject } from '../../../../scene/schema/canvasObject';
import { FLIP_HORIZONTAL_ICON, FLIP_VERTICAL_ICON } from './icons';
import { AppearanceSection } from './ObjectOpacity';
import { Panel, PanelSection } from './Panel';
import { objectSubPages, SubPageLinks } from './SubPageLinks';
import { TextCommitField } from './TextCommitField';
import { ToggleButton } from './ToggleButton';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/image. */
export type ImageSubPage = 'mask' | 'filter' | 'animation' | 'shadow';

export interface ImageSettingsProps extends ObjectPanelProps<ImageObject> {
  onNavigate: (sub: ImageSubPage) => void;
  /** Shows the Animation entry (video editor only). @default true */
  hasAnimation?: boolean;
  /** The user's merge-tag names, offered while typing the variable name. */
  mergeTags?: readonly string[];
  /**
   * Whether the variable name may be cleared (spec 000 §5: "may be cleared unless the variable is
   * real"); the caller knows whether it is bound to data. @default true
   */
  canClearVariable?: boolean;
}

/** settings/image: opacity, flips, the merge-tag variable, and the mask, filter, animation and shadow pages. */
export function ImageSettings({ object, onChange, onNavigate, hasAnimation = true, mergeTags, canClearVariable = true, children }: ImageSettingsProps) {
  const links = objectSubPages(
    [
      { sub: 'mask', label: 'Mask' },
      { sub: 'filter', label: 'Filter' },
    ],
    hasAnimation,
  );

  return (
    <Panel title="Image Settings">
      <AppearanceSection object={object} onChange={onChange}>
        <div className="ep-toolbar" role="group" aria-label="Flip">
          <ToggleButton label="Flip horizontal" isPressed={object.flipX} onToggle={() => onChange({ flipX: !object.flipX })} icon={FLIP_HORIZONTAL_ICON} isLabelShown />
          <ToggleButton label="Flip vertical" isPressed={object.flipY} onToggle={() => onChange({ flipY: !object.flipY })} icon={FLIP_VERTICAL_ICON} isLabelShown />
        </div>
      </AppearanceSection>

      <PanelSection title="Merge tag">
        <TextCommitField
          label="Variable name"
          value={object._Variable ?? ''}
          placeholder="e.g. company_logo"
          hint="In personalised videos this image is replaced by the value of this variable."
          suggestions={mergeTags}
          canBeEmpty={canClearVariable}
          onCommit={(name) => onChange({ _Variable: name === '' ? undefined : name })}
        />
      </PanelSection>

      <SubPageLinks links={links} onNavigate={onNavigate} />
      {children}
    </Panel>
  );
}

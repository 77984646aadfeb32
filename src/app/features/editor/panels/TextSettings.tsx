import { useId } from 'react';
import { FONT_SIZE } from '../../../../scene/constants';
import type { TextObject } from '../../../../scene/schema/canvasObject';
import { NumericInput } from '../../../components/NumericInput';
import { ColorField } from '../colors/ColorField';
import { checkFontSize, FONT_SIZE_PRESETS } from './fontSize';
import { ALIGN_ICONS } from './icons';
import { ObjectOpacityField } from './ObjectOpacity';
import { Panel, PanelSection } from './Panel';
import { SliderField } from './SliderField';
import { SubPageLinks } from './SubPageLinks';
import { boldPatch, fontOptions, isBold, isItalic, italicPatch, LETTER_SPACING, LINE_HEIGHT, OUTLINE_WIDTH, outlineWidthPatch, TEXT_ALIGNMENTS } from './textStyle';
import { ToggleButton } from './ToggleButton';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/text. */
export type TextSubPage = 'effects' | 'animation';

export interface TextSettingsProps extends ObjectPanelProps<TextObject> {
  /** Catalogue fonts offered after the picker fonts (`fonts` of GET /api/colors/combine/). */
  fonts?: readonly string[];
  /** Opens a sub-page; without it the sub-page entries are hidden. */
  onNavigate?: (sub: TextSubPage) => void;
  /** Shows the Animation entry (video editor only). @default true */
  hasAnimation?: boolean;
}

/** settings/text: font, size, style, alignment, colours, outline, spacing and opacity of a text box. */
export function TextSettings({ object, onChange, fonts = [], onNavigate, hasAnimation = true, children }: TextSettingsProps) {
  const fontId = useId();
  const presetId = useId();
  const isPreset = FONT_SIZE_PRESETS.includes(object.fontSize);
  const links = [{ sub: 'effects' as const, label: 'Effects' }, ...(hasAnimation ? [{ sub: 'animation' as const, label: 'Animation' }] : [])];

  return (
    <Panel title="Text Settings">
      <PanelSection title="Font">
        <div className="ep-field">
          <label className="ep-label" htmlFor={fontId}>
            Font
          </label>
          <select
            id={fontId}
            className="ep-select"
            value={object.fontFamily}
            style={{ fontFamily: object.fontFamily }}
            onChange={(event) => onChange({ fontFamily: event.target.value })}
          >
            {fontOptions(object.fontFamily, fonts).map((font) => (
              <option key={font} value={font} style={{ fontFamily: font }}>
                {font}
              </option>
            ))}
          </select>
        </div>
        <div className="ep-row">
          <div className="ep-field">
            <label className="ep-label" htmlFor={presetId}>
              Size preset
            </label>
            <select
              id={presetId}
              className="ep-select"
              value={isPreset ? String(object.fontSize) : ''}
              onChange={(event) => event.target.value && onChange({ fontSize: Number(event.target.value) })}
            >
              {!isPreset && <option value="">Custom</option>}
              {FONT_SIZE_PRESETS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <NumericInput
            label="Font size"
            value={object.fontSize}
            min={FONT_SIZE.inputMin}
            max={FONT_SIZE.inputMax}
            validate={checkFontSize}
            hasButtons
            onChange={(fontSize) => onChange({ fontSize })}
          />
        </div>
      </PanelSection>

      <PanelSection title="Style">
        <div className="ep-toolbar" role="group" aria-label="Text style">
          <ToggleButton label="Bold" isPressed={isBold(object.fontWeight)} onToggle={() => onChange(boldPatch(object))} icon={<b className="ep-glyph">B</b>} />
          <ToggleButton label="Italic" isPressed={isItalic(object.fontStyle)} onToggle={() => onChange(italicPatch(object))} icon={<i className="ep-glyph ep-glyph-italic">I</i>} />
          <ToggleButton label="Underline" isPressed={object.underline} onToggle={() => onChange({ underline: !object.underline })} icon={<u className="ep-glyph">U</u>} />
          <ToggleButton label="Strikethrough" isPressed={object.linethrough} onToggle={() => onChange({ linethrough: !object.linethrough })} icon={<s className="ep-glyph">S</s>} />
        </div>
        <div className="ep-toolbar" role="group" aria-label="Alignment">
          {TEXT_ALIGNMENTS.map(({ value, name }) => (
            <ToggleButton
              key={value}
              label={name}
              isPressed={object.textAlign === value}
              onToggle={() => object.textAlign !== value && onChange({ textAlign: value })}
              icon={ALIGN_ICONS[value]}
            />
          ))}
        </div>
      </PanelSection>

      <PanelSection title="Colour">
        <ColorField label="Text colour" color={object.fill} onChange={(fill, options) => fill && onChange({ fill }, options)} />
        <ColorField
          label="Background colour"
          color={object.textBackgroundColor}
          hasNoneChoice
          onChange={(textBackgroundColor, options) => onChange({ textBackgroundColor }, options)}
        />
      </PanelSection>

      <PanelSection title="Outline">
        <ColorField label="Outline colour" color={object.stroke} hasNoneChoice onChange={(stroke, options) => onChange({ stroke }, options)} />
        <SliderField label="Outline width" {...OUTLINE_WIDTH} value={object.strokeWidth} onChange={(width, options) => onChange(outlineWidthPatch(object, width), options)} />
      </PanelSection>

      <PanelSection title="Spacing">
        <SliderField label="Letter spacing" {...LETTER_SPACING} value={object.charSpacing} onChange={(charSpacing, options) => onChange({ charSpacing }, options)} />
        <SliderField label="Line height" {...LINE_HEIGHT} value={object.lineHeight} onChange={(lineHeight, options) => onChange({ lineHeight }, options)} />
      </PanelSection>

      <PanelSection title="Opacity" isTitleHidden>
        <ObjectOpacityField object={object} onChange={onChange} />
      </PanelSection>

      {onNavigate && <SubPageLinks links={links} onNavigate={onNavigate} />}
      {children}
    </Panel>
  );
}

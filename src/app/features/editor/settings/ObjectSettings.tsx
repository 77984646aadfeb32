import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { useGetColorsCombineQuery } from '../colors/colorsApi';
import { ElementSettings } from '../panels/ElementSettings';
import { ImageSettings } from '../panels/ImageSettings';
import { TextEffects } from '../panels/TextEffects';
import { TextSettings } from '../panels/TextSettings';
import { VideoSettings } from '../panels/VideoSettings';
import { EmptySettings } from '../panels/EmptySettings';
import { EffectSubPage, isEffectSubPage } from './EffectSubPage';
import type { ColorRouteState } from '../colorRoute/colorRouteState';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { elementListOf } from '../tabs/elementLists';
import { MusicObjectSettings } from './MusicObjectSettings';
import { useObjectEditing } from './useObjectEditing';

interface ObjectSettingsProps {
  sceneId: number;
  object: CanvasObject;
  timing: ElementTiming | undefined;
  where: EditorLocation;
  onNavigate: (sub: string) => void;
  /** Layout and layer order, shown under the kind's own settings. */
  children: ReactNode;
}

/** The settings panel of one object's kind, with its sub-pages (animation sub-pages only in the video editor). */
export function ObjectSettings({ sceneId, object, timing, where, onNavigate, children }: ObjectSettingsProps) {
  const navigate = useNavigate();
  const editing = useObjectEditing(sceneId, object.id);
  const openColor = (state: ColorRouteState) => void navigate(editorPath({ ...where, section: 'color', sub: [] }), { state });
  const { data: catalogue } = useGetColorsCombineQuery();
  const hasAnimation = where.editorType === 'video';
  /** Opens a tab (or one of its lists) to pick what replaces the selected object. */
  const replaceFrom = (section: string, sub: string[] = []) => void navigate(editorPath({ ...where, section, sub }), { state: { replace: true } });
  const subPage = where.sub[1];
  if (isEffectSubPage(subPage)) {
    return <EffectSubPage page={subPage} object={object} timing={timing} {...editing} onBack={() => onNavigate('')} hasAnimation={hasAnimation} />;
  }
  switch (object._Type) {
    case 'text':
      return subPage === 'effects' ? (
        <TextEffects object={object} {...editing} onBack={() => onNavigate('')} />
      ) : (
        <TextSettings object={object} {...editing} fonts={catalogue?.fonts} onNavigate={onNavigate} hasAnimation={hasAnimation}>
          {children}
        </TextSettings>
      );
    case 'image':
      return (
        <ImageSettings object={object} {...editing} onNavigate={onNavigate} hasAnimation={hasAnimation} mergeTags={catalogue?.mergeTags}>
          <button type="button" className="btn btn-secondary replace-button" onClick={() => replaceFrom('image')}>
            Replace image
          </button>
          {children}
        </ImageSettings>
      );
    case 'video':
      return (
        <VideoSettings object={object} timing={timing} {...editing} onNavigate={onNavigate} hasAnimation={hasAnimation}>
          <button type="button" className="btn btn-secondary replace-button" onClick={() => replaceFrom('video')}>
            Replace video
          </button>
          {children}
        </VideoSettings>
      );
    case 'shape':
    case 'elements':
      return (
        <ElementSettings
          object={object}
          {...editing}
          onNavigate={(sub) => (sub === 'color' ? openColor({ id: object.id, property: 'fill', title: 'Element Colour', color: object.fill }) : onNavigate(sub))}
          hasAnimation={hasAnimation}
        >
          <button type="button" className="btn btn-secondary replace-button" onClick={() => replaceFrom('elements', [elementListOf(object._Data.type)])}>
            Replace element
          </button>
          {children}
        </ElementSettings>
      );
    case 'music':
      return (
        <MusicObjectSettings sceneId={sceneId} object={object} timing={timing}>
          {children}
        </MusicObjectSettings>
      );
    default:
      return <EmptySettings />;
  }
}

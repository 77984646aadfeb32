import type { ReactNode } from 'react';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { ALIGN_EDGES, alignObjects } from './groupAlign';
import type { ObjectChange } from './groupAlign';
import { EDGE_ICONS, TRASH_ICON } from './icons';
import { Panel, PanelSection } from './Panel';
import { OpacityField } from './SliderField';
import type { EditOptions } from './types';
import { isDeletable } from '../../../../scene/ops/objects';

export interface GroupSettingsProps {
  /** The selected objects, two or more. */
  objects: readonly CanvasObject[];
  /** Applies one change per object, as one edit (one undo step when committed). */
  onChangeMany: (changes: ObjectChange[], options?: EditOptions) => void;
  onDelete: () => void;
  children?: ReactNode;
}

/**
 * settings/group, for several selected objects: how many, one opacity for all (it shows the first
 * object's), alignment against the box around the selection, and Delete (off when the selection
 * holds the avatar or the background).
 */
export function GroupSettings({ objects, onChangeMany, onDelete, children }: GroupSettingsProps) {
  const opacity = objects[0]?.opacity ?? 1;
  const isMixed = objects.some((object) => object.opacity !== opacity);
  const canDelete = objects.length > 0 && objects.every(isDeletable);

  return (
    <Panel title="Group Settings" lead={`${objects.length} ${objects.length === 1 ? 'object' : 'objects'} selected`}>
      <PanelSection title="Align">
        <div className="ep-toolbar ep-toolbar-wrap" role="group" aria-label="Align">
          {ALIGN_EDGES.map(({ edge, name }) => (
            <button
              key={edge}
              type="button"
              className="ep-toggle ep-toggle-icon"
              aria-label={name}
              title={name}
              disabled={objects.length < 2}
              onClick={() => {
                const changes = alignObjects(objects, edge);
                if (changes.length > 0) onChangeMany(changes);
              }}
            >
              {EDGE_ICONS[edge]}
            </button>
          ))}
        </div>
      </PanelSection>

      <PanelSection title="Opacity" isTitleHidden>
        <OpacityField
          label="Opacity of all"
          opacity={opacity}
          onChange={(next, options) =>
            onChangeMany(
              objects.map((object) => ({ id: object.id, patch: { opacity: next } })),
              options,
            )
          }
        />
        {isMixed && <p className="ep-hint">The objects have different opacities; a change sets them all.</p>}
      </PanelSection>

      <div className="ep-danger-zone">
        <button type="button" className="ep-delete" disabled={!canDelete} onClick={onDelete}>
          {TRASH_ICON}
          Delete
        </button>
        {!canDelete && objects.length > 0 && <p className="ep-hint">The avatar and the background cannot be deleted.</p>}
      </div>
      {children}
    </Panel>
  );
}

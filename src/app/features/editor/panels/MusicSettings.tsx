import { useId } from 'react';
import { ADJUST_LENGTH } from '../../../../scene/constants';
import type { MusicObject } from '../../../../scene/schema/canvasObject';
import { LengthOptions } from './LengthOptions';
import { MUSIC_LENGTH_OPTIONS } from './lengthChoices';
import { SoundFields, TrimFields } from './MediaFields';
import { Panel, PanelSection } from './Panel';
import type { ObjectPanelProps } from './types';

/** A scene the music may end at: its number and its name on screen ("Scene 3"). */
export type EndSceneChoice = { sceneId: number; label: string };

/** The value of the "Ends at" choice for the end of the video. */
const VIDEO_END = 'end';

export interface MusicSettingsProps extends ObjectPanelProps<MusicObject> {
  /** The scenes after the music's scene, in play order. */
  laterScenes: readonly EndSceneChoice[];
  /** The scene at whose start music looping in all scenes stops; null for the end of the video. */
  endSceneId: number | null;
  /** Sets where music looping in all scenes stops (null: the end of the video). */
  onEndSceneChange: (sceneId: number | null) => void;
}

/**
 * settings/music: volume (timing `volume`, mirrored to `_Volume`) and mute, trim within the
 * music's length, how it fills its bar (`adjustLength`: None, Loop in This Scene, Adjust as Scene,
 * Loop in All Scenes) and, for music looping in all scenes (adjustLength 4), the scene where it
 * stops.
 */
export function MusicSettings({ object, timing, onChange, onTimingChange, laterScenes, endSceneId, onEndSceneChange, children }: MusicSettingsProps) {
  const endId = useId();
  const loopsInAllScenes = timing?.adjustLength === ADJUST_LENGTH.loopAllScenes;
  return (
    <Panel title="Music Settings" lead={object._Name || undefined}>
      <PanelSection title="Sound">
        <SoundFields object={object} timing={timing} onChange={onChange} onTimingChange={onTimingChange} />
      </PanelSection>

      {timing && (
        <>
          <PanelSection title="Trim">
            <TrimFields timing={timing} noun="music" onTimingChange={onTimingChange} />
          </PanelSection>
          <PanelSection title="Length">
            <LengthOptions options={MUSIC_LENGTH_OPTIONS} value={timing.adjustLength} disabled={!onTimingChange} onChange={(adjustLength) => onTimingChange?.({ adjustLength })} />
            {loopsInAllScenes && (
              <div className="ep-field">
                <label className="ep-label" htmlFor={endId}>
                  Ends at
                </label>
                <select
                  id={endId}
                  className="ep-select"
                  value={endSceneId === null ? VIDEO_END : String(endSceneId)}
                  onChange={(event) => onEndSceneChange(event.target.value === VIDEO_END ? null : Number(event.target.value))}
                >
                  {laterScenes.map((scene) => (
                    <option key={scene.sceneId} value={scene.sceneId}>
                      Start of {scene.label}
                    </option>
                  ))}
                  <option value={VIDEO_END}>End of the video</option>
                </select>
              </div>
            )}
          </PanelSection>
        </>
      )}
      {children}
    </Panel>
  );
}

import { useId, useState } from 'react';
import { PROJECT_MODES, RIGHT_PANEL_WIDTH_PX } from '../../../../scene/constants';
import type { Scene } from '../../../../scene/schema/scene';
import type { SpeechType } from '../../../../scene/schema/speech';
import { useAppSelector } from '../../../hooks';
import { SpeechRecordTab } from './SpeechRecordTab';
import { SpeechTypeTab } from './SpeechTypeTab';
import { SpeechUploadsTab } from './SpeechUploadsTab';
import { useSpeechGeneration } from './useSpeechGeneration';
import '../../../styles/speech.css';

const TABS: { type: SpeechType; label: string }[] = [
  { type: 'type', label: 'Type' },
  { type: 'upload', label: 'Uploads' },
  { type: 'record', label: 'Record' },
];

/**
 * The tabs of the open scene's speech, opening on the one of its speech type. While the scene's
 * speech is made only its speech fields are disabled (the Type tab shows the progress); the
 * canvas and the rest of the editor stay usable.
 */
function SpeechTabs({ sceneId, scene }: { sceneId: number; scene: Scene }) {
  const panelId = useId();
  const [tab, setTab] = useState<SpeechType>(scene.speech.type);
  const { isLoading } = useSpeechGeneration(sceneId);
  return (
    <>
      <div role="tablist" aria-label="Speech source" className="ep-tabs speech-tabs">
        {TABS.map(({ type, label }) => (
          <button key={type} type="button" role="tab" id={`${panelId}-${type}`} aria-selected={tab === type} aria-controls={`${panelId}-panel`} onClick={() => setTab(type)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${panelId}-panel`} aria-labelledby={`${panelId}-${tab}`} className="speech-tab-panel" aria-busy={isLoading}>
        <fieldset className="speech-scene" disabled={isLoading}>
          {tab === 'type' ? (
            <SpeechTypeTab sceneId={sceneId} scene={scene} />
          ) : tab === 'upload' ? (
            <SpeechUploadsTab sceneId={String(sceneId)} />
          ) : (
            <SpeechRecordTab sceneId={String(sceneId)} />
          )}
        </fieldset>
      </div>
    </>
  );
}

/**
 * The right Speech panel of the video editor (spec 000 §2, §9; 001 §2): 334 px beside the canvas
 * and timeline, collapsible (open at first unless `isInitiallyOpen` is false), with the tabs Type,
 * Uploads and Record for the open scene. Projects without an avatar (mode 1 and images) have none.
 */
export function SpeechPanel({ sceneId, scene, isInitiallyOpen = true }: { sceneId: number; scene: Scene; isInitiallyOpen?: boolean }) {
  const mode = useAppSelector((state) => state.editor.document?.mode);
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  if (mode !== PROJECT_MODES.avatar) return null;
  return (
    <aside className={`speech-panel${isOpen ? '' : ' is-collapsed'}`} aria-label="Speech" style={isOpen ? { width: RIGHT_PANEL_WIDTH_PX } : undefined}>
      <header className="speech-panel-header">
        <h2 className="ep-panel-title">Speech</h2>
        <button
          type="button"
          className="ep-icon-button speech-panel-toggle"
          aria-expanded={isOpen}
          aria-label={isOpen ? 'Collapse speech panel' : 'Expand speech panel'}
          onClick={() => setIsOpen(!isOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d={isOpen ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
          </svg>
        </button>
      </header>
      {isOpen && <SpeechTabs key={sceneId} sceneId={sceneId} scene={scene} />}
    </aside>
  );
}

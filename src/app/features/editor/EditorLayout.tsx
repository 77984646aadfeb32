import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { EditorHeader } from './header/EditorHeader';
import { editorPath } from './routes/editorPath';
import { useEditorLocation } from './routes/useEditorLocation';
import { SceneStrip } from './scenes/SceneStrip';
import { SpeechPanel } from './speech/SpeechPanel';
import { EditorStage } from './stage/EditorStage';
import { useAutosave } from './state/useAutosave';
import { useDraftThumbnailBeacon } from './state/useDraftThumbnailBeacon';
import { useUndoShortcuts } from './state/useUndoShortcuts';
import { EditorRail } from './tabs/EditorRail';
import { TabContent } from './tabs/TabContent';
import { Timeline } from './timeline/Timeline';
import { useCurrentScene } from './useCurrentScene';
import { useFileDropGuard } from './useFileDropGuard';
import type { EngineClient } from '../../engineClient/engineClient';
import '../../styles/editor.css';

/** Below this window width (CSS px) the speech panel opens over the canvas (editor.css), so the editor opens it collapsed. */
const SPEECH_PANEL_OVERLAYS_BELOW_PX = 1280;

/**
 * The editor screen (spec 000 §2): header, left tabs and panel, the canvas, the scene strip, the
 * right speech panel. A file dropped on the canvas is added to the scene; dropped anywhere else it
 * does nothing (never opens in the tab).
 */
export function EditorLayout() {
  const where = useEditorLocation();
  const current = useCurrentScene();
  const navigate = useNavigate();
  const [engine, setEngine] = useState<EngineClient | null>(null);
  useAutosave();
  useDraftThumbnailBeacon();
  useUndoShortcuts();
  useFileDropGuard();

  // An address past the last scene shows the last one: make the address say so.
  useEffect(() => {
    if (where && current && current.sceneIndex !== where.sceneIndex) void navigate(editorPath({ ...where, sceneIndex: current.sceneIndex }), { replace: true });
  }, [current, navigate, where]);

  if (!where || !current) return <Loader label="Scene is Loading ..." isFullPage />;
  return (
    <div className={`editor editor-${where.editorType}`}>
      <EditorHeader />
      <div className="editor-body">
        <EditorRail where={where} />
        <aside className="editor-panel" aria-label="Panel">
          <TabContent where={where} />
        </aside>
        <main className="editor-main">
          <EditorStage sceneId={current.sceneId} scene={current.scene} onEngineChange={setEngine} />
          {where.editorType === 'video' && <SceneStrip engine={engine} where={where} sceneIds={current.sceneIds} currentIndex={current.sceneIndex} />}
          {where.editorType === 'video' && <Timeline sceneId={current.sceneId} scene={current.scene} />}
        </main>
        {where.editorType === 'video' && <SpeechPanel sceneId={current.sceneId} scene={current.scene} isInitiallyOpen={window.innerWidth >= SPEECH_PANEL_OVERLAYS_BELOW_PX} />}
      </div>
    </div>
  );
}

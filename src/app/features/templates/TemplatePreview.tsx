import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants';
import { documentOfScenes } from './templateDocument';
import { useTemplateEngine } from './TemplateEngineContext';
import type { TemplatePlayer } from './templateEngine';
import { type TemplateListItem, useGetTemplateScenesQuery } from './templatesApi';

/** The largest preview, CSS px, and how much of the window's height it may take. */
const MAX_WIDTH = 820;
const MAX_HEIGHT_SHARE = 0.56;

/** How often the page looks whether playback reached the end, ms. */
const END_CHECK_MS = 250;

/** The preview's size on screen: the canvas's aspect fitted in the popup. */
function previewBox(size: CanvasSizeIndex): { width: number; height: number } {
  const { width, height } = CANVAS_SIZES[size];
  const fitted = Math.min(MAX_WIDTH, (window.innerHeight * MAX_HEIGHT_SHARE * width) / height);
  return { width: Math.round(fitted), height: Math.round((fitted * height) / width) };
}

/**
 * A template playing in the page's engine (videos start by themselves; images show their one
 * scene), with play, pause and replay, and the list of its scenes.
 */
export function TemplatePreview({ item, size }: { item: TemplateListItem; size: CanvasSizeIndex }) {
  const engine = useTemplateEngine();
  const { data, isError } = useGetTemplateScenesQuery({ id: item.id, size });
  const holder = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<TemplatePlayer | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [box] = useState(() => previewBox(size));
  const isVideo = item.kind === 'video';

  useEffect(() => {
    if (!engine || !data || !holder.current) return;
    let isCurrent = true;
    let started: TemplatePlayer | null = null;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 1.5);
    engine
      .preview(documentOfScenes(data.results, data), holder.current, box.width * ratio, box.height * ratio)
      .then((opened) => {
        if (!isCurrent) return opened.close();
        started = opened;
        setPlayer(opened);
        if (isVideo) void opened.play().then(() => isCurrent && setIsPlaying(true));
      })
      .catch((failure: unknown) => console.error(`Template ${item.id}: the preview could not start`, failure));
    return () => {
      isCurrent = false;
      started?.close();
    };
  }, [engine, data, box, isVideo, item.id]);

  useEffect(() => {
    if (!player || !isPlaying) return;
    const timer = window.setInterval(() => {
      if (!player.isPlaying()) setIsPlaying(false);
    }, END_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [player, isPlaying]);

  const toggle = async () => {
    if (!player) return;
    if (isPlaying) {
      player.pause();
      setIsPlaying(false);
      return;
    }
    await player.play();
    setIsPlaying(true);
  };

  return (
    <div className="template-preview">
      {isError && <Alert tone="error">The template could not be loaded. Please try again.</Alert>}
      <div className="template-preview-stage" ref={holder} style={{ width: box.width, height: box.height }} aria-busy={!player}>
        {!player && <span className="spinner" aria-label="Loading the preview" />}
      </div>
      <div className="template-preview-info">
        {isVideo && (
          <button type="button" className="btn btn-secondary template-preview-play" onClick={() => void toggle()} disabled={!player}>
            {isPlaying ? 'Pause' : 'Play'}
          </button>
        )}
        <ol className="template-preview-scenes" aria-label="Scenes">
          {item.scenes.map((scene) => (
            <li key={scene.sceneIndex}>{scene.name}</li>
          ))}
        </ol>
      </div>
      {item.human === 1 && <p className="template-preview-note">Your presenter appears in these scenes once you choose an avatar in the editor.</p>}
    </div>
  );
}

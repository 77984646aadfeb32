import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Loader } from '../../components/Loader';
import { type EngineClient, startEngine } from '../../engineClient/engineClient';
import { frameClockText } from '../../../scene/time';
import { DevHeader } from './DevHeader';
import { createSampleMedia, showcaseProject } from './showcaseProject';
import '../../styles/engine-page.css';

type Status = { frame: number; frameCount: number; isPlaying: boolean; drawn: number; missed: number; p95: number };

const preview = { width: 960, height: 540 };

function percentile95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? 0;
}

/** /dev/engine: plays a generated two-scene sample project in the compositor worker. Not linked in the product. */
export function EnginePage() {
  const holder = useRef<HTMLDivElement>(null);
  const client = useRef<EngineClient | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The canvas is made here, not in JSX: its control moves to the worker once, and a remount needs a fresh one.
    const canvas = document.createElement('canvas');
    canvas.width = preview.width;
    canvas.height = preview.height;
    canvas.className = 'engine-canvas';
    canvas.setAttribute('aria-label', 'Preview');
    holder.current?.append(canvas);
    let isCancelled = false;
    let poll = 0;
    (async () => {
      const media = await createSampleMedia();
      const engine = await startEngine(canvas, {
        preserveDrawingBuffer: true,
        onEvent: (event) => {
          if (event.type === 'frame') setStatus((current) => current && { ...current, frame: event.frame, isPlaying: engine.playerState() === 1 });
        },
      });
      if (isCancelled) return engine.dispose();
      client.current = engine;
      await engine.loadDocument(showcaseProject(media));
      const frameCount = await engine.frameCount();
      setStatus({ frame: 0, frameCount, isPlaying: false, drawn: 0, missed: 0, p95: 0 });
      poll = window.setInterval(async () => {
        const stats = await engine.stats();
        setStatus(
          (current) =>
            current && { ...current, isPlaying: engine.playerState() === 1, drawn: stats.framesDrawn, missed: stats.framesMissed, p95: percentile95(stats.frameTimesMs) },
        );
      }, 500);
    })().catch((failure: unknown) => setError(String(failure)));
    return () => {
      isCancelled = true;
      window.clearInterval(poll);
      client.current?.dispose();
      client.current = null;
      canvas.remove();
    };
  }, []);

  const engine = client.current;
  const togglePlay = () => {
    if (!engine || !status) return;
    if (status.isPlaying) engine.pause();
    else void engine.play();
    setStatus({ ...status, isPlaying: !status.isPlaying });
  };

  return (
    <div className="engine-page">
      <DevHeader />
      <main className="engine-main">
        <h1 className="page-title">Engine</h1>
        <p className="page-lead">A generated sample project (two scenes and a crossfade) drawn by the compositor worker at 960x540.</p>
        {error && <Alert tone="error">{error}</Alert>}
        <div ref={holder} className="engine-stage">
          {!status && !error && <Loader label="Generating the sample media…" />}
        </div>
        {status && (
          <>
            <div className="engine-controls">
              <button type="button" className="btn btn-primary" onClick={togglePlay}>
                {status.isPlaying ? 'Pause' : 'Play'}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => engine?.stop()}>
                Stop
              </button>
              <input
                type="range"
                aria-label="Seek"
                min={0}
                max={Math.max(0, status.frameCount - 1)}
                value={status.frame}
                onChange={(event) => engine?.seek(Number(event.target.value))}
              />
              <output className="engine-time" aria-label="Time">
                {frameClockText(status.frame)} / {frameClockText(status.frameCount)}
              </output>
            </div>
            <p className="engine-stats">
              Frame {status.frame} · drawn {status.drawn} · missed {status.missed} · p95 {status.p95.toFixed(1)} ms
            </p>
          </>
        )}
      </main>
    </div>
  );
}

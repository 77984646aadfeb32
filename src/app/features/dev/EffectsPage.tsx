import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Loader } from '../../components/Loader';
import { startEngine } from '../../engineClient/engineClient';
import { DevHeader } from './DevHeader';
import { type GallerySection, gallerySections } from './effectsGallery';
import '../../styles/engine-page.css';
import './effects-page.css';

/** Size each sample is drawn at, pixels. */
const sample = { width: 320, height: 180 };

type Drawn = { key: string; pixels: ImageData } | { key: string; error: string };

const keyOf = (section: string, id: number) => `${section}/${id}`;

/** One sample card: the engine's picture copied onto a small 2D canvas. */
function SampleCard({ name, note, drawn }: { name: string; note?: string; drawn: Drawn | undefined }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (drawn && 'pixels' in drawn) canvas.current?.getContext('2d')?.putImageData(drawn.pixels, 0, 0);
  }, [drawn]);
  return (
    <figure className="effects-card">
      <canvas ref={canvas} width={sample.width} height={sample.height} className="effects-canvas" aria-label={name} />
      <figcaption>
        <strong>{name}</strong>
        {note && <span className="effects-note">{note}</span>}
        {drawn && 'error' in drawn && <span className="effects-error">{drawn.error}</span>}
      </figcaption>
    </figure>
  );
}

/**
 * /dev/effects: every effect the scene defines, drawn by the real engine (one compositor worker,
 * each sample rendered in turn and copied to its card): scene transitions mid-way, then filters,
 * masks, animations and text effects on small sample objects. Not linked in the product.
 */
export function EffectsPage() {
  const holder = useRef<HTMLDivElement>(null);
  const [sections, setSections] = useState<GallerySection[] | null>(null);
  const [drawn, setDrawn] = useState<Record<string, Drawn>>({});
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The engine's canvas stays hidden: its control moves to the worker, the cards show copies.
    const canvas = document.createElement('canvas');
    canvas.width = sample.width;
    canvas.height = sample.height;
    canvas.className = 'effects-engine-canvas';
    holder.current?.append(canvas);
    let isCancelled = false;
    let dispose = () => {};
    (async () => {
      const all = gallerySections();
      setSections(all);
      const total = all.reduce((sum, section) => sum + section.samples.length, 0);
      setProgress({ done: 0, total });
      const engine = await startEngine(canvas, { preserveDrawingBuffer: true });
      dispose = () => engine.dispose();
      if (isCancelled) return dispose();
      await engine.resize(sample.width, sample.height);
      let done = 0;
      for (const section of all) {
        for (const item of section.samples) {
          if (isCancelled) return;
          const key = keyOf(section.title, item.id);
          let result: Drawn;
          try {
            // The worker also draws the clock's frame whenever the document changes: once the document
            // is in (a seek is clamped to the loaded length), put the clock on the sample's frame, so
            // that draw shows the same frame as the one read back below.
            await engine.loadDocument(item.document);
            engine.seek(item.frame);
            await engine.renderFrame(item.frame);
            const pixels = await engine.readPixels(0, 0, sample.width, sample.height);
            result = { key, pixels: new ImageData(new Uint8ClampedArray(pixels), sample.width, sample.height) };
          } catch (failure) {
            result = { key, error: String(failure) };
          }
          setDrawn((current) => ({ ...current, [key]: result }));
          setProgress({ done: ++done, total });
        }
      }
    })().catch((failure: unknown) => setError(String(failure)));
    return () => {
      isCancelled = true;
      dispose();
      canvas.remove();
    };
  }, []);

  return (
    <div className="engine-page">
      <DevHeader />
      <main className="engine-main effects-main">
        <h1 className="page-title">Effects</h1>
        <p className="page-lead">
          Every effect, drawn by the compositor worker at {sample.width}x{sample.height}.{' '}
          {progress.total > 0 && (
            <output aria-label="Samples drawn">
              {progress.done} of {progress.total} drawn
            </output>
          )}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div ref={holder} className="effects-engine" aria-hidden="true" />
        {!sections && !error && <Loader label="Starting the engine…" />}
        <nav className="effects-toc" aria-label="Sections">
          {sections?.map((section) => (
            <a key={section.title} href={`#${section.title.replace(/\s+/g, '-').toLowerCase()}`}>
              {section.title} ({section.samples.length})
            </a>
          ))}
        </nav>
        {sections?.map((section) => (
          <section key={section.title} id={section.title.replace(/\s+/g, '-').toLowerCase()} className="effects-section">
            <h2>{section.title}</h2>
            <p className="effects-lead">{section.lead}</p>
            <div className="effects-grid">
              {section.samples.map((item) => (
                <SampleCard key={item.id} name={`${item.id} ${item.name}`} note={item.note} drawn={drawn[keyOf(section.title, item.id)]} />
              ))}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}

// Test support only: waits a test holds open (a slow call, a slow preview draw) and the canvas's loading overlay beside the part under test.
import { http } from 'msw';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { EngineClient } from '../../../src/app/engineClient/engineClient';
import { attachEngine } from '../../../src/app/features/editor/preview/engineSync';
import { CanvasLoading } from '../../../src/app/features/editor/stage/CanvasLoading';
import type { ProjectDocument } from '../../../src/scene/document';
import { apiServer } from './apiServer';

/** A wait the test ends: `released` resolves once `release()` is called. */
export interface Hold {
  released: Promise<void>;
  release(): void;
}

/** A wait the test ends with `release()`. */
export function hold(): Hold {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/** Holds every request to `path` (any method, any query) until `release()`; then the test's other handlers answer it (a slow connection). */
export function holdApi(path: string): Hold {
  const held = hold();
  apiServer.use(
    http.all(`*${path}`, async () => {
      await held.released;
    }),
  );
  return held;
}

/**
 * Attaches a fake editor engine whose draws wait for `release()` (a medium still loading), as the
 * real one draws only once every medium is loaded. `detach` ends it (call it after the test).
 */
export function holdPreviewDraws(document: ProjectDocument | null): Hold & { detach(): void } {
  const held = hold();
  const client = {
    loadDocument: vi.fn(async () => []),
    applyPatches: vi.fn(async () => {}),
    renderFrame: vi.fn(() => held.released),
  };
  const detach = attachEngine(client as unknown as EngineClient, document);
  return { ...held, detach };
}

/** `ui` with the canvas's loading overlay beside it (over a drawn scene), as the editor shows them. */
export function withCanvasLoading(ui: ReactElement): ReactElement {
  return (
    <>
      {ui}
      <CanvasLoading isSceneDrawn />
    </>
  );
}

/** The text the canvas's loading overlay shows, or null when it is gone. */
export function canvasLoadingText(): string | null {
  return document.querySelector('.scene-loading')?.textContent ?? null;
}

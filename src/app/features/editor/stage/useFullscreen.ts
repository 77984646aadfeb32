import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How the preview is expanded: the browser's full screen, the in-page overlay where the browser refused it, or not at all. */
export type ExpandMode = 'fullscreen' | 'overlay' | null;

/**
 * Expands an element to the whole screen (spec 000 §2 "an expand (fullscreen) button") with the
 * Fullscreen API, or, where the browser refuses it (no API, no user gesture, an iframe without
 * permission), as an overlay covering the page. Escape leaves either way; leaving the browser's
 * full screen by its own means is followed.
 */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<ExpandMode>(null);

  const expand = useCallback(async () => {
    const target = element.current;
    if (!target) return;
    try {
      await target.requestFullscreen();
      setMode('fullscreen');
    } catch {
      setMode('overlay');
    }
  }, [element]);

  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setMode(null);
  }, []);

  useEffect(() => {
    if (!mode) return;
    const onFullscreenChange = () => {
      if (mode === 'fullscreen' && !document.fullscreenElement) setMode(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      leave();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [leave, mode]);

  return { mode, expand, leave };
}

import { useEffect } from 'react';
import { useAppSelector, useAppStore } from '../../../hooks';
import { selectProject } from './editorSlice';

/** Where the draft thumbnail beacon goes (spec 001 §7; one address for video and image projects). */
export function draftThumbnailBeaconPath(projectId: number): string {
  return `/api/newvideo/draftthumbnail/update/${projectId}/`;
}

/**
 * Sends the draft thumbnail beacon of the project open in the editor (spec 001 §4: "a beacon
 * request is sent on page unload to refresh the draft thumbnail") when the tab is closed or
 * reloaded (`pagehide`) and when the editor is left or another project opened (unmount), so the
 * draft's card in My Videos / My Images shows its latest picture. `navigator.sendBeacon` outlives
 * the page but sets no header: the token goes in its form body (the server's POST of the same call).
 */
export function useDraftThumbnailBeacon(): void {
  const store = useAppStore();
  const projectId = useAppSelector(selectProject)?.id;
  useEffect(() => {
    if (!projectId) return;
    const send = () => {
      const { token } = store.getState().auth;
      if (token && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(draftThumbnailBeaconPath(projectId), new URLSearchParams({ token }));
    };
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      send();
    };
  }, [projectId, store]);
}

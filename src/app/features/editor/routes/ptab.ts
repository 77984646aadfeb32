/** The session-storage key of a project's `ptab` (spec 000 §2: kept per project for the session). */
function ptabKey(projectId: number): string {
  return `ptab:${projectId}`;
}

/** Keeps a project's `ptab` query option for this browser session. */
export function rememberPtab(projectId: number, ptab: string): void {
  sessionStorage.setItem(ptabKey(projectId), ptab);
}

/** The `ptab` kept for a project this session, or null. */
export function storedPtab(projectId: number): string | null {
  return sessionStorage.getItem(ptabKey(projectId));
}

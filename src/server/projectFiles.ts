import path from 'node:path';

/**
 * The project's folder. This file sits two folders down (`src/server/`), as does the compiled
 * server's bundle (`dist/server/`), so files found from here are found from both.
 */
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** A file or folder of the project, by its path from the project's folder (`public/library`, say). */
export function projectFile(relativePath: string): string {
  return path.join(PROJECT_ROOT, relativePath);
}

/** Whether this code runs compiled (`npm start`, `dist/server/`) rather than from source under tsx. */
export const RUNS_COMPILED = import.meta.url.endsWith('.js');

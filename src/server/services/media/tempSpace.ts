import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Temporary space under `{dataDir}/tmp`: every folder a process makes there is named
 * `{kind}-{pid}-{random}`, so that a crashed process's leftovers (a half-received upload, a
 * Chromium profile) can be told from a running one's and swept: at start and every few minutes,
 * every folder of a process that no longer runs is removed. Processes that share a data folder
 * share a machine (files go to S3 in scaled mode), so process ids are comparable.
 */

/** How often the temporary space is swept while the server runs. */
export const TEMP_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** The prefix for `fs.mkdtemp` of a temporary folder of this process. */
export function tempFolderPrefix(tempRoot: string, kind: string): string {
  return path.join(tempRoot, `${kind}-${process.pid}-`);
}

/** Whether a process with this id runs (signal 0 tests without sending anything). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that made a temporary folder, from its name; null for a name not made by tempFolderPrefix. */
function ownerOf(name: string): number | null {
  const pid = Number(/^[a-z]+-(\d+)-/.exec(name)?.[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Removes every entry of `tempRoot` that belongs to no running process; answers how many were removed. */
export async function sweepTempSpace(tempRoot: string): Promise<number> {
  const names = await fs.readdir(tempRoot).catch(() => [] as string[]);
  const leftovers = names.filter((name) => {
    const pid = ownerOf(name);
    return pid === null || (pid !== process.pid && !isProcessRunning(pid));
  });
  await Promise.all(leftovers.map((name) => fs.rm(path.join(tempRoot, name), { recursive: true, force: true })));
  return leftovers.length;
}

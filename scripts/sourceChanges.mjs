// When a build's sources last changed, to build only what is stale (`npm start`, the test servers).
import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time of any file under the given paths (ms; 0 when none exists). */
export function newestChange(paths) {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const item of paths) if (fs.existsSync(item)) visit(item);
  return newest;
}

/** Whether `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestChange(sources);
}

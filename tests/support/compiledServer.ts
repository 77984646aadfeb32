import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
let built = false;

/**
 * The Node arguments that run one of the compiled server's processes as `npm start` and
 * `npm run worker` do (dist/server/{entry}.js), built first when its sources changed
 * (`scripts/buildServer.mjs`: once per test process, under a second when nothing changed).
 */
export function compiledServerArgs(entry: 'main' | 'worker'): string[] {
  if (!built) execFileSync(process.execPath, [path.join(root, 'scripts/buildServer.mjs')], { cwd: root, stdio: 'inherit' });
  built = true;
  return ['--enable-source-maps', path.join(root, `dist/server/${entry}.js`)];
}

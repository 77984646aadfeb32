// `npm start`: installs what is missing, builds the app when its sources changed, then runs the
// server (which migrates the database on start) on http://localhost:8080.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPackages } from './debianPackages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/install.mjs'), ...productPackages], { stdio: 'inherit', cwd: root });

/** Newest modification time of any file under the given paths. */
function newestChange(paths) {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const item of paths) if (fs.existsSync(item)) visit(item);
  return newest;
}

const builtIndex = path.join(root, 'dist/app/index.html');
const sources = ['src/app', 'src/scene', 'src/engine', 'src/workers', 'shaders', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const isStale = !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newestChange(sources.map((item) => path.join(root, item)));
if (isStale) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

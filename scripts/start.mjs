// `npm start`: installs what is missing, builds the app and the server when their sources changed,
// then runs the compiled server (which migrates the database on start) on http://localhost:8080.
// `npm run worker` (`start.mjs worker`): the same, then a render worker (scaled mode).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPackages } from './debianPackages.mjs';
import { isStale } from './sourceChanges.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
execFileSync(process.execPath, [path.join(root, 'scripts/install.mjs'), ...productPackages], { stdio: 'inherit', cwd: root });

const appSources = ['src/app', 'src/scene', 'src/engine', 'src/workers', 'shaders', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (
  isStale(
    path.join(root, 'dist/app/index.html'),
    appSources.map((item) => path.join(root, item)),
  )
)
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });
execFileSync(process.execPath, [path.join(root, 'scripts/buildServer.mjs')], { stdio: 'inherit', cwd: root });

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, `dist/server/${entry}.js`)], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

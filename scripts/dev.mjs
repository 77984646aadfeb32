// `npm run dev`: the API with reload on API_PORT (8081) and Vite's dev server on PORT (8080),
// which proxies /api and /ws to the API.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/install.mjs')], { stdio: 'inherit', cwd: root });

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';
const env = { ...process.env, API_PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', cwd: root, env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: root, env: { ...env, PORT: port } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

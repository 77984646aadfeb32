// `node scripts/buildServer.mjs`: compiles the server for production (`npm start`): its entry points
// (the API, the render worker, the espeak-ng child) bundled by esbuild into dist/server/, one
// self-contained ES module each, the npm packages left to node_modules. Does nothing when the
// bundles are newer than every source. Each bundle is written beside its place and renamed into it,
// so a process starting meanwhile (another test file's server) reads a whole file, old or new.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './sourceChanges.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
const entryPoints = { main: 'src/server/main.ts', worker: 'src/server/worker.ts', espeakChild: 'src/server/services/tts/espeakChild.ts' };
const sources = ['src/server', 'src/scene', 'src/contract', 'package-lock.json', 'scripts/buildServer.mjs'].map((item) => path.join(root, item));

if (isStale(path.join(outdir, 'main.js'), sources)) {
  const started = new Date();
  const scratch = fs.mkdtempSync(path.join(root, 'dist/.server-build-'));
  try {
    await build({
      absWorkingDir: root,
      entryPoints,
      outdir: scratch,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
    fs.mkdirSync(outdir, { recursive: true });
    // main.js last: it is what the staleness check reads. Its time is the build's start, so a source changed meanwhile builds again.
    for (const name of fs.readdirSync(scratch).sort((a, b) => Number(a.startsWith('main.')) - Number(b.startsWith('main.')))) {
      fs.utimesSync(path.join(scratch, name), started, started);
      fs.renameSync(path.join(scratch, name), path.join(outdir, name));
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

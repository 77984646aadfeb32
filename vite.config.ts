import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { glslPlugin } from './scripts/vite/glslPlugin';

/** Headers that give the app cross-origin isolation (SharedArrayBuffer for the engine clock). */
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  plugins: [react(), glslPlugin()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the app, and the render page the server drives in headless Chromium (same engine).
    rolldownOptions: { input: { main: 'index.html', render: 'render.html' } },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    headers: isolationHeaders,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  worker: { format: 'es', plugins: () => [glslPlugin()] },
  // The dev server scans the pages and the compositor worker up front: a worker's imports are not
  // followed from the pages, and a dependency found late re-optimises and reloads the page.
  optimizeDeps: { entries: ['index.html', 'render.html', 'src/workers/*.worker.ts'] },
});

import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/** Vite's dev server over the project (same config and shader plugin as the app), for browser tests and benchmarks. */
export async function startHarnessServer(): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const server: ViteDevServer = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false, proxy: {} },
    // Scan every page and worker up front (a worker's imports are not followed from the pages), so no
    // dependency is discovered mid-run: a late one re-optimises, and pages already loaded then fail
    // to fetch their dependencies' chunks ("Outdated Optimize Dep").
    optimizeDeps: { entries: ['index.html', 'tests/browser/harness/index.html', 'bench/pages/*.html', 'src/workers/*.worker.ts'] },
  });
  await server.listen();
  const address = server.httpServer!.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

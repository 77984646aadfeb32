import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The installed folder of an npm package, found through one of its files (packages whose
 * `exports` hide `package.json` still resolve their exported files).
 */
export function packageFolder(name: string, exportedFile: string): string {
  const file = require.resolve(`${name}/${exportedFile}`);
  const marker = `node_modules/${name}/`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name} resolved outside node_modules: ${file}`);
  return file.slice(0, at + marker.length - 1);
}

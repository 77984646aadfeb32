// `npm run bench -- NAME`: runs bench/NAME.bench.ts; without a name, lists the benchmarks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');
const names = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const chosen = process.argv.slice(2);
if (chosen.length === 0 || chosen.some((name) => !names.includes(name))) {
  console.log(`Usage: npm run bench -- NAME   (benchmarks: ${names.join(', ')})`);
  process.exit(chosen.length === 0 ? 0 : 1);
}
for (const name of chosen) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${name}.bench.ts`)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

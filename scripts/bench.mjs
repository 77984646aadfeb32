// `npm run bench -- NAME [--option value …]`: runs bench/NAME.bench.ts with the options; without a name, lists the benchmarks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');
const names = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const args = process.argv.slice(2);
// Options (`--contacts 10`) go to the benchmarks named before them.
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const chosen = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
if (chosen.length === 0 || chosen.some((name) => !names.includes(name))) {
  console.log(`Usage: npm run bench -- NAME   (benchmarks: ${names.join(', ')})`);
  process.exit(chosen.length === 0 ? 0 : 1);
}
for (const name of chosen) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${name}.bench.ts`), ...options], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

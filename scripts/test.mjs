// `npm test`: installs what the tests need, then typecheck, lint, build and every vitest project
// (unit, API on PGlite, API on PostgreSQL, end-to-end in Chromium). Ends with "N passed, N failed".
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPackages, testPackages } from './debianPackages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (title, command, args) => {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  return result.status === 0;
};

execFileSync(process.execPath, [path.join(root, 'scripts/install.mjs'), ...productPackages, ...testPackages], { stdio: 'inherit', cwd: root });

const report = path.join(root, '.tmp', 'vitest-report.json');
fs.rmSync(report, { force: true });
const checks = [
  step('typecheck', 'npx', ['tsc', '-b']),
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  step('build', 'npx', ['vite', 'build']),
  step('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]),
];

const failedChecks = checks.filter((passed) => !passed).length;
const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 };
if (failedChecks > 0) console.log(`\n${failedChecks} of typecheck, lint, build and tests failed.`);
console.log(`\n${counts.numPassedTests} passed, ${counts.numFailedTests + failedChecks} failed, ${counts.numPendingTests} skipped`);
process.exit(failedChecks > 0 || counts.numFailedTests > 0 || counts.numPassedTests === 0 ? 1 : 0);

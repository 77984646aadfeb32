// `npm test`: installs what the tests need, then typecheck, lint and format (side by side), build (app and server) and every vitest project
// (unit, API on PGlite, API on PostgreSQL, end-to-end in Chromium). Ends with "N passed, N failed"
// and a table of the time each step and each vitest project took.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPackages, testPackages } from './debianPackages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projectTimes = path.join(root, '.tmp', 'vitest-project-times.json');
/** Wall-clock seconds of each step, by title. */
const stepSeconds = {};
const step = (title, command, args) => {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, VITEST_PROJECT_TIMES: projectTimes } });
  stepSeconds[title] = (performance.now() - started) / 1000;
  return result.status === 0;
};
/** Runs steps side by side (each mostly waits on one core), printing each one's output whole when it ends; answers whether each passed. */
const sideBySide = (steps) =>
  Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            stepSeconds[title] = (performance.now() - started) / 1000;
            console.log(`\n=== ${title}\n${output}`);
            resolve(code === 0);
          });
        }),
    ),
  );

execFileSync(process.execPath, [path.join(root, 'scripts/install.mjs'), ...productPackages, ...testPackages], { stdio: 'inherit', cwd: root });

const report = path.join(root, '.tmp', 'vitest-report.json');
fs.rmSync(report, { force: true });
fs.rmSync(projectTimes, { force: true });
const checks = [
  ...(await sideBySide([
    ['typecheck', 'npx', ['tsc', '-b']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['format', 'npm', ['run', '--silent', 'format:check']],
  ])),
  step('build', 'npx', ['vite', 'build']),
  step('build server', process.execPath, ['scripts/buildServer.mjs']),
  step('tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=./scripts/projectTimesReporter.mjs',
    ...process.argv.slice(2),
  ]),
];

const failedChecks = checks.filter((passed) => !passed).length;
const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 };
if (failedChecks > 0) console.log(`\n${failedChecks} of typecheck, lint, format, build, build server and tests failed.`);
console.log(`\n${counts.numPassedTests} passed, ${counts.numFailedTests + failedChecks} failed, ${counts.numPendingTests} skipped`);
printTimes();
process.exit(failedChecks > 0 || counts.numFailedTests > 0 || counts.numPassedTests === 0 ? 1 : 0);

/** The time table: each step's wall clock (typecheck, lint and format side by side), then each vitest project's summed file time (files run in parallel, so these add up to more than the tests step). */
function printTimes() {
  const minutes = (seconds) => `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;
  console.log('\nstep                wall');
  for (const [title, seconds] of Object.entries(stepSeconds)) console.log(`${title.padEnd(18)} ${minutes(seconds).padStart(6)}`);
  if (!fs.existsSync(projectTimes)) return;
  console.log('\nproject        files  tests  file time');
  const projects = JSON.parse(fs.readFileSync(projectTimes, 'utf8'));
  for (const [name, { files, tests, seconds }] of Object.entries(projects)) {
    console.log(`${name.padEnd(13)} ${String(files).padStart(6)} ${String(tests).padStart(6)} ${minutes(seconds).padStart(10)}`);
  }
}

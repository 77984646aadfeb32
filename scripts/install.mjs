// Installs what the product needs and is missing; safe to run again (skips what is there).
// Usage: node scripts/install.mjs [debian-package ...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  console.log(`> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

function installNpmDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function isDebianPackageInstalled(name) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).includes('install ok installed');
  } catch {
    return false;
  }
}

function installDebianPackages(names) {
  const missing = names.filter((name) => !isDebianPackageInstalled(name));
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (asRoot.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  try {
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', ...missing);
  } catch {
    console.error(`Could not install ${missing.join(', ')}. Install them with: sudo apt-get install ${missing.join(' ')}`);
    process.exit(1);
  }
}

checkNode();
installDebianPackages(process.argv.slice(2));
installNpmDependencies();

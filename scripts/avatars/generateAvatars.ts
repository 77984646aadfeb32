/**
 * Writes the presenters' art into public/avatars/{id}/ from the catalogue and their looks:
 * `npx tsx scripts/avatars/generateAvatars.ts`. The files are committed; tests/unit/avatarArt.test.ts
 * checks they match what this writes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AVATAR_CATALOGUE } from '../../src/scene/avatars/avatarCatalogue';
import { avatarFiles } from './avatarFiles';
import { LOOKS } from './looks';

const root = path.resolve(import.meta.dirname, '../../public/avatars');
rmSync(root, { recursive: true, force: true });
for (const avatar of AVATAR_CATALOGUE) {
  for (const [file, content] of Object.entries(avatarFiles(avatar, LOOKS[avatar.id]!))) {
    const target = path.join(root, String(avatar.id), file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
console.log(`wrote ${AVATAR_CATALOGUE.length} presenters to ${path.relative(process.cwd(), root)}`);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarFiles } from '../../scripts/avatars/avatarFiles';
import { LOOKS } from '../../scripts/avatars/looks';
import { AVATAR_CATALOGUE } from '../../src/scene/avatars/avatarCatalogue';

describe("the presenters' art under public/avatars", () => {
  it.each(AVATAR_CATALOGUE.map((avatar) => [avatar.id, avatar] as const))('presenter %i is what scripts/avatars/generateAvatars.ts writes', (id, avatar) => {
    const look = LOOKS[id];
    expect(look, `a look for presenter ${id}`).toBeDefined();
    for (const [file, content] of Object.entries(avatarFiles(avatar, look!))) {
      expect(readFileSync(path.join('public/avatars', String(id), file), 'utf8'), `${id}/${file}: run npx tsx scripts/avatars/generateAvatars.ts`).toBe(content);
    }
  });

  it('draws every part in the box the rig gives it (the viewBox)', () => {
    const avatar = AVATAR_CATALOGUE[0]!;
    const { rig } = avatar;
    const files = avatarFiles(avatar, LOOKS[avatar.id]!);
    const viewBox = (file: string) => /viewBox="([^"]+)"/.exec(files[file]!)![1];
    expect(viewBox('parts/body.svg')).toBe(`0 0 ${rig.width} ${rig.height}`);
    expect(viewBox('parts/eyes-closed.svg')).toBe(`${rig.eyes.x} ${rig.eyes.y} ${rig.eyes.width} ${rig.eyes.height}`);
    expect(viewBox('parts/mouth-AI.svg')).toBe(`${rig.mouth.x} ${rig.mouth.y} ${rig.mouth.width} ${rig.mouth.height}`);
    expect(Object.keys(files).filter((file) => file.startsWith('parts/mouth-'))).toHaveLength(12);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineHarness, openEngineHarness } from './engineHarness.ts';

let harness: EngineHarness;
beforeAll(async () => {
  harness = await openEngineHarness();
});
afterAll(() => harness.close());

describe('shaders in WebGL2', () => {
  it('every program compiles and links', async () => {
    const names = await harness.page.evaluate(() => window.harness.compileAll());
    expect(names).toEqual(expect.arrayContaining(['crossfade', 'gradient', 'solid', 'texture', 'videoYuv', 'shadowBlur', 'shadowTint']));
  });

  it('the plain layer programs draw exactly what the full ones draw with every effect off', async () => {
    const differing = await harness.page.evaluate(() => window.harness.comparePlainPrograms());
    expect(differing).toEqual({ gradient: 0, texture: 0, videoYuv: 0 });
  });

  it('a compile error names the file, the line and the offending source', async () => {
    const message = await harness.page.evaluate(() => window.harness.compileBroken());
    expect(message).toContain('ShaderCompileError');
    expect(message).toContain('shaders/broken.frag:3:');
    expect(message).toContain('missingValue');
    expect(message).toContain('> outColor = vec4(missingValue);');
  });
});

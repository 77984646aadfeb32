import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const shaderFile = /\.(vert|frag|glsl)$/;
const includeLine = /^\s*#include\s+"([^"]+)"\s*$/;

/** A shader source with `#include`s resolved; `files[n]` names source-string number n in `#line` directives. */
export type ResolvedShader = { name: string; source: string; files: string[] };

/**
 * Resolves `#include "file"` (relative to the including file) and keeps line numbers true with
 * `#line` directives, so a compile error at "0:12" or "2:3" names a real file and line.
 */
export function resolveShader(file: string, root: string): ResolvedShader {
  const files: string[] = [];
  const expand = (current: string, stack: string[]): string => {
    if (stack.includes(current)) throw new Error(`Shader include cycle: ${[...stack, current].map((item) => path.relative(root, item)).join(' -> ')}`);
    const index = files.push(path.relative(root, current)) - 1;
    const lines = fs.readFileSync(current, 'utf8').split('\n');
    return lines
      .map((line, lineIndex) => {
        const match = includeLine.exec(line);
        if (!match) return line;
        const included = path.resolve(path.dirname(current), match[1]!);
        return `#line 1 ${files.length}\n${expand(included, [...stack, current])}\n#line ${lineIndex + 2} ${index}`;
      })
      .join('\n');
  };
  const source = expand(file, []);
  return { name: files[0]!, source, files };
}

/** Vite plugin: `import shader from './x.frag?shader'` gives a ResolvedShader; includes are watched. */
export function glslPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'studio-glsl',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const [file, query] = id.split('?');
      if (!shaderFile.test(file!) || query !== 'shader') return null;
      const shader = resolveShader(file!, root);
      for (const included of shader.files.slice(1)) this.addWatchFile(path.resolve(root, included));
      return `export default ${JSON.stringify(shader)};`;
    },
  };
}

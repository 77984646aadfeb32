import fs from 'node:fs';
import path from 'node:path';

/** bench/RESULTS.md, where each benchmark keeps its section. */
export const resultsFile = path.join(import.meta.dirname, 'RESULTS.md');

/**
 * Rewrites benchmark `name`'s section of RESULTS.md (between `<!-- name:begin -->` and
 * `<!-- name:end -->`, appended when missing) and keeps everything else.
 */
export function writeResultsSection(name: string, lines: string[]): void {
  const [begin, end] = [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`];
  const block = [begin, ...lines, end].join('\n');
  const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  fs.writeFileSync(resultsFile, pattern.test(previous) ? previous.replace(pattern, () => block) : `${previous.trimEnd()}\n\n${block}\n`);
}

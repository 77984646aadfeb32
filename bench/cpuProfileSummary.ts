// Reads a V8 `.cpuprofile` (written by `node --cpu-prof`) and prints where the time went: self
// time per function and per package or source folder, the top entries first.
import fs from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a script lives, as a short name: `pglite`, `fastify`, `src/server/services/auth`, `(native)`. */
export function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const source = /\/(src\/.+)\/[^/]+$/.exec(url);
  if (source) return source[1]!;
  if (url.startsWith('node:')) return 'node';
  return url.split('/').slice(-2).join('/');
}

/** Self time per function and per place, in ms, from a profile file. */
export function summariseProfile(file: string) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    places.set(placeOf(url), (places.get(placeOf(url)) ?? 0) + ms);
    totalMs += ms;
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms, share: ms / totalMs }));
  return { totalMs, functions: top(functions, 15), places: top(places, 12) };
}

/** The summary as printed lines. */
export function profileLines(summary: ReturnType<typeof summariseProfile>): string[] {
  const line = ({ name, ms, share }: { name: string; ms: number; share: number }) => `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  return [`self time ${summary.totalMs.toFixed(0)} ms, by place:`, ...summary.places.map(line), 'by function:', ...summary.functions.map(line)];
}

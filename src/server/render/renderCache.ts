import type { StoredFile } from '../services/storage/fileStorage.ts';

/** How much of the render cache (segments, sound tracks, sound pieces) is kept: nothing unused for `maxAgeMs`, at most `maxBytes` in all. */
export type RenderCacheLimits = { maxAgeMs: number; maxBytes: number };

/**
 * The cached files to remove at `now`: every one not used for longer than `maxAgeMs`, then of the
 * rest the least lately used until what remains fits in `maxBytes`. A render marks a segment, a
 * sound track or a sound piece used whenever it reuses it (`renderVideo`, `renderSoundTrack`), so
 * what personalised batches keep reusing stays.
 */
export function filesToPrune(files: readonly StoredFile[], now: Date, { maxAgeMs, maxBytes }: RenderCacheLimits): string[] {
  const isStale = (file: StoredFile) => now.getTime() - file.usedAt.getTime() > maxAgeMs;
  const prune = files.filter(isStale).map((file) => file.key);
  const kept = files.filter((file) => !isStale(file)).sort((a, b) => a.usedAt.getTime() - b.usedAt.getTime());
  let bytes = kept.reduce((sum, file) => sum + file.size, 0);
  for (const file of kept) {
    if (bytes <= maxBytes) break;
    prune.push(file.key);
    bytes -= file.size;
  }
  return prune;
}

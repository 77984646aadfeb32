import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MusicItem } from '../../../contract/catalogueItems.ts';
import { projectFile } from '../../projectFiles.ts';

/** Where the library's MP3s and their list (written by scripts/assets/music/render.mjs) live. */
const musicFolder = projectFile('public/library/music');

type TrackEntry = { id: number; file: string; name: string; mood: string; time: number };

let tracks: MusicItem[] | undefined;

/** Our music library: tracks we synthesise ourselves, in list order, with their durations. */
export function musicLibrary(): MusicItem[] {
  tracks ??= (JSON.parse(readFileSync(path.join(musicFolder, 'tracks.json'), 'utf8')) as TrackEntry[]).map(({ id, file, name, mood, time }) => ({
    id,
    name,
    time,
    src: `/library/music/${file}`,
    mood,
  }));
  return tracks;
}

import type { MixSound } from '../../scene/audioMix';
import { type MixAnchor, nodeTiming, type ScheduledSound, scheduleSound } from './scheduleSound';
import { SoundBuffers } from './soundBuffers';

/** Playing waits until the sounds heard in this many seconds from the start are decoded; later ones decode meanwhile. */
const PRELOAD_SECONDS = 5;

/** A sound decoded while playing joins this far ahead of the context's time, seconds (nodes need a moment to reach the audio thread). */
const JOIN_AHEAD = 0.05;

/**
 * The preview's sound: the project's mix plan played on the AudioContext whose clock drives the
 * picture. Each file is decoded once; `start` schedules every sound against an anchor (a sound
 * still decoding joins when ready, where it is by then); `stop` silences everything at once.
 * Pause, seek and resume are a stop and a start from the new place.
 */
export class PreviewSound {
  /** The bus every sound plays into, connected to the speakers. */
  readonly output: GainNode;
  private buffers: SoundBuffers;
  private plan: readonly MixSound[] = [];
  private playing: { anchor: MixAnchor; sounds: Set<ScheduledSound> } | null = null;

  constructor(private context: AudioContext) {
    this.output = new GainNode(context);
    this.output.connect(context.destination);
    this.buffers = new SoundBuffers(context);
  }

  /** The sounds to play from now on (the next `start`); their files start decoding. */
  setPlan(plan: readonly MixSound[]): void {
    this.plan = plan;
    this.buffers.keepOnly(new Set(plan.map((sound) => sound.src)));
    for (const sound of plan) void this.buffers.load(sound.src);
  }

  /** Resolves once every sound heard between project time `from` and {@link PRELOAD_SECONDS} later is decoded (or known silent). */
  async ready(from: number): Promise<void> {
    const soon = this.plan.filter((sound) => sound.end > from && sound.start < from + PRELOAD_SECONDS);
    await Promise.all(soon.map((sound) => this.buffers.load(sound.src)));
  }

  /** Plays the plan from `anchor` on (stopping what played before). */
  start(anchor: MixAnchor): void {
    this.stop();
    const playing = { anchor, sounds: new Set<ScheduledSound>() };
    this.playing = playing;
    for (const sound of this.plan) {
      const buffer = this.buffers.peek(sound.src);
      if (buffer !== undefined) this.schedule(playing, sound, buffer);
      else
        void this.buffers.load(sound.src).then((decoded) => {
          if (this.playing === playing) this.schedule(playing, sound, decoded);
        });
    }
  }

  /** Silences every sound now. */
  stop(): void {
    for (const { source, gain } of this.playing?.sounds ?? []) {
      source.stop();
      gain.disconnect();
    }
    this.playing = null;
  }

  /** Files that stay silent (no sound track, not found), with the reason. */
  failed(): Record<string, string> {
    return this.buffers.failed();
  }

  private schedule(playing: NonNullable<PreviewSound['playing']>, sound: MixSound, buffer: AudioBuffer | null): void {
    if (!buffer) return;
    const timing = nodeTiming(sound, playing.anchor, Math.max(playing.anchor.contextTime, this.context.currentTime + JOIN_AHEAD));
    if (!timing) return;
    const scheduled = scheduleSound(this.context, this.output, sound, buffer, timing);
    playing.sounds.add(scheduled);
    scheduled.source.addEventListener('ended', () => playing.sounds.delete(scheduled));
  }
}

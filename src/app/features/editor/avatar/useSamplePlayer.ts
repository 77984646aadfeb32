import { useCallback, useEffect, useRef, useState } from 'react';

/** A voice whose sample can be played. */
export type SampleVoice = { id: string; samples: string };

/**
 * Plays voice samples one at a time through one `<audio>` element (spread `audioProps` on it):
 * `toggle` starts a voice's sample, stopping any other, or stops the one playing; `stop` silences
 * it. Playback also stops when the component unmounts (the panel closes).
 */
export function useSamplePlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setPlayingId(null);
  }, []);

  const toggle = useCallback(
    (voice: SampleVoice) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (playingId === voice.id) return stop();
      audio.src = voice.samples;
      setPlayingId(voice.id);
      // A play cut short by the next sample rejects too; only a failure of this voice's sample resets the button.
      audio.play().catch(() => setPlayingId((current) => (current === voice.id ? null : current)));
    },
    [playingId, stop],
  );

  const audioProps = { ref: audioRef, preload: 'none', onEnded: () => setPlayingId(null), onError: () => setPlayingId(null) } as const;
  return { playingId, toggle, stop, audioProps };
}

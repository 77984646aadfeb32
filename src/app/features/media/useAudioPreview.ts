import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Previews of music tracks through one audio element, so only one plays at a time: `toggle`
 * plays a track (stopping any other) or pauses the one playing. Stops when the component goes.
 */
export function useAudioPreview(): { playing: string | null; toggle(src: string): void } {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  const toggle = useCallback(
    (src: string) => {
      if (!audio.current) {
        audio.current = new Audio();
        audio.current.onended = () => setPlaying(null);
      }
      const player = audio.current;
      if (playing === src) {
        player.pause();
        setPlaying(null);
        return;
      }
      player.src = src;
      setPlaying(src);
      player.play().catch((failure: unknown) => {
        console.error(`The preview of ${src} could not play`, failure);
        setPlaying((now) => (now === src ? null : now));
      });
    },
    [playing],
  );

  return { playing, toggle };
}

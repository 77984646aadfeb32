import { useCallback, useEffect, useRef, useState } from 'react';
import { SCREEN_RECORDING } from '../../../../scene/constants';
import { isRecordingFull, pausedClock, type RecordingClock, recordedMs, resumedClock, runningClock } from './recordingClock';

/** Where a recording is: none yet, recording, paused, or stopped (full; it can only be saved or discarded). */
export type RecordingStatus = 'idle' | 'recording' | 'paused' | 'stopped';

/** The recorder the Video Recording dialog drives. */
export type Recorder = {
  status: RecordingStatus;
  /** Recorded time, ms (pauses left out). */
  elapsedMs: number;
  /** Why recording could not start (no microphone, permission refused). */
  error: string | null;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  /** Throws the recording away and releases the microphone. */
  discard(): void;
  /** Ends the recording and answers it (WebM with Opus sound), releasing the microphone. */
  finish(): Promise<Blob>;
};

/** The recording format, where the browser has it. */
const PREFERRED_TYPE = 'audio/webm;codecs=opus';

/**
 * Records the microphone with MediaRecorder (spec 000 §4, §9): data in 200 ms chunks, stopping by
 * itself once it holds 300000 ms. The microphone is released when the recording ends or the
 * component goes.
 */
export function useRecorder(): Recorder {
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const clock = useRef<RecordingClock>(runningClock(0));
  const [status, setStatus] = useState<RecordingStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const release = useCallback(() => {
    const current = recorder.current;
    recorder.current = null;
    if (current && current.state !== 'inactive') current.stop();
    current?.stream.getTracks().forEach((track) => track.stop());
  }, []);

  useEffect(() => release, [release]);

  // The shown time follows the clock while recording.
  useEffect(() => {
    if (status !== 'recording') return;
    const timer = window.setInterval(() => setElapsedMs(recordedMs(clock.current, performance.now())), SCREEN_RECORDING.chunkMs);
    return () => window.clearInterval(timer);
  }, [status]);

  const start = useCallback(async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const next = new MediaRecorder(stream, MediaRecorder.isTypeSupported(PREFERRED_TYPE) ? { mimeType: PREFERRED_TYPE } : undefined);
      chunks.current = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
        const held = recordedMs(clock.current, performance.now());
        if (isRecordingFull(held) && next.state === 'recording') {
          next.stop();
          clock.current = pausedClock(clock.current, performance.now());
          setElapsedMs(held);
          setStatus('stopped');
        }
      };
      recorder.current = next;
      next.start(SCREEN_RECORDING.chunkMs);
      clock.current = runningClock(performance.now());
      setElapsedMs(0);
      setStatus('recording');
    } catch (failure) {
      console.error('Recording could not start', failure);
      setError('The microphone could not be used. Allow this page to use it and try again.');
    }
  }, []);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    clock.current = pausedClock(clock.current, performance.now());
    setElapsedMs(recordedMs(clock.current, performance.now()));
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    clock.current = resumedClock(clock.current, performance.now());
    setStatus('recording');
  }, []);

  const discard = useCallback(() => {
    release();
    chunks.current = [];
    setElapsedMs(0);
    setStatus('idle');
  }, [release]);

  const finish = useCallback(async () => {
    const current = recorder.current;
    if (!current) throw new Error('Nothing was recorded');
    const type = current.mimeType || 'audio/webm';
    if (current.state !== 'inactive') {
      const stopped = new Promise<void>((resolve) => current.addEventListener('stop', () => resolve(), { once: true }));
      current.stop();
      await stopped;
    }
    release();
    const blob = new Blob(chunks.current, { type });
    chunks.current = [];
    setElapsedMs(0);
    setStatus('idle');
    return blob;
  }, [release]);

  return { status, elapsedMs, error, start, pause, resume, discard, finish };
}

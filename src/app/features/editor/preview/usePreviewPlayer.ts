import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlayerState } from '../../../../engine/clock/sharedClock';
import type { EngineClient } from '../../../engineClient/engineClient';
import { audioMixPlan } from '../../../../scene/audioMix';
import { secondsToFrames } from '../../../../scene/time';
import { sceneAt, sceneStartTimes } from '../../../../scene/timing';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { generateSpeechFrom } from '../speech/generateSpeech';
import { playerStatusChanged, selectionChanged } from '../state/editorSlice';

/** How often the page looks whether playback reached the end, ms. */
const END_CHECK_MS = 200;

/** How often the shown playing time is updated, ms. */
const TIME_DISPLAY_MS = 100;

/**
 * The preview player (spec 000 §4): play from stopped starts the whole video at the open scene's
 * playhead (the seek bar; its start by default) on the engine's timeline view; pause and resume; when the status goes back to 0 (Exit,
 * the header clicked, or the end of the video) the engine stops and draws the scene at rest again.
 * Every play takes the document's sound (`audioMixPlan`) and waits, showing the load state, until
 * the sounds of its first seconds are decoded. Use it once per editor (it owns the engine's
 * playback); other play controls use {@link usePlayerToggle} and {@link usePlayingTime}.
 */
export function usePreviewPlayer(engine: EngineClient | null, sceneIndex: number, sceneId: number) {
  const dispatch = useAppDispatch();
  const { status, isLoading, toggle } = usePlayerToggle(engine, sceneIndex);
  const time = usePlayingTime(engine, status);
  usePlayerSession(engine, sceneId, status);
  return { status, isLoading, time, toggle, exit: () => dispatch(playerStatusChanged(0)) };
}

/** The playing time, seconds of the whole video, read every 100 ms while playing or paused (the worker's clock owns it; the page only reads it). */
export function usePlayingTime(engine: EngineClient | null, status: PlayerState): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    if (!engine || status === 0) return;
    const timer = window.setInterval(() => setTime(engine.time()), TIME_DISPLAY_MS);
    return () => window.clearInterval(timer);
  }, [engine, status]);
  return time;
}

/**
 * The position of the scene being played while the player is open, else `openIndex`. Read every
 * 100 ms like the time, but it changes (and re-renders its user) only at a scene change.
 */
export function usePlayingSceneIndex(engine: EngineClient | null, openIndex: number): number {
  const status = useAppSelector((state) => state.editor.playerStatus);
  const store = useAppStore();
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);
  useEffect(() => {
    if (!engine || status === 0) return;
    const timer = window.setInterval(() => {
      const document = store.getState().editor.document;
      setPlayingIndex(document ? (sceneAt(document, engine.time())?.index ?? null) : null);
    }, TIME_DISPLAY_MS);
    return () => {
      window.clearInterval(timer);
      setPlayingIndex(null);
    };
  }, [engine, status, store]);
  return status === 0 ? openIndex : (playingIndex ?? openIndex);
}

/** Stops the engine and shows the scene at rest when the status goes back to 0; leaves the player when the engine reaches the video's end. */
function usePlayerSession(engine: EngineClient | null, sceneId: number, status: PlayerState) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!engine) return;
    if (status === 0) {
      engine.stop();
      void engine.setView({ kind: 'scene', sceneId });
      return;
    }
    if (status !== 1) return;
    // The engine stops by itself at the end of the video: then leave the player.
    const timer = window.setInterval(() => {
      if (engine.playerState() === 0) dispatch(playerStatusChanged(0));
    }, END_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [dispatch, engine, sceneId, status]);
}

/**
 * Play, pause and resume (spec 000 §4 player status): the status, whether a play is loading, and
 * the toggle. Pausing opens the scene paused in (the address names it), so the panels, the strip
 * and the timeline show the scene on the canvas and edits made while paused change that scene.
 */
export function usePlayerToggle(engine: EngineClient | null, sceneIndex: number) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const status = useAppSelector((state) => state.editor.playerStatus);
  const [isLoading, setIsLoading] = useState(false);

  const toggle = async () => {
    if (!engine || isLoading) return;
    if (status === 1) {
      engine.pause();
      dispatch(playerStatusChanged(2));
      const document = store.getState().editor.document;
      const pausedIndex = document ? sceneAt(document, engine.time())?.index : undefined;
      if (where && pausedIndex !== undefined && pausedIndex !== where.sceneIndex) void navigate(editorPath({ ...where, sceneIndex: pausedIndex }));
      return;
    }
    setIsLoading(true);
    // Play from stopped first makes the speech whose script changed (spec 000 §4); a failure resets the button.
    if (status === 0 && !(await dispatch(generateSpeechFrom(sceneIndex)))) {
      setIsLoading(false);
      return;
    }
    const document = store.getState().editor.document;
    engine.setSounds(document ? audioMixPlan(document) : []);
    if (status === 0) {
      dispatch(selectionChanged([]));
      await engine.setView({ kind: 'timeline' });
      const { playheadSeconds } = store.getState().editor;
      engine.seek(secondsToFrames((document ? (sceneStartTimes(document)[sceneIndex] ?? 0) : 0) + playheadSeconds));
    }
    await engine.play();
    setIsLoading(false);
    dispatch(playerStatusChanged(1));
  };

  return { status, isLoading, toggle };
}

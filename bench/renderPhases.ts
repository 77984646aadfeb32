// Where a server render's time goes, seen from outside the job: the bench wraps the running
// server's render service (page open, each render page call, page close), its file storage (what is
// written) and its speech service (each scene spoken, cached or not), and notes when each started
// and ended. Nothing in the product changes; the job runs as it always does.
import type { AppContext } from '../src/server/context.ts';
import type { RenderSession } from '../src/server/render/renderSession.ts';
import { speechServiceFor } from '../src/server/services/tts/speechServices.ts';

/** One timed step of a render: what it was and when it ran (performance.now(), ms). */
export type TimedStep = { name: string; start: number; end: number };

/** The steps of the renders since the last `reset`, in the order they began. */
export type RenderTimeline = { steps: TimedStep[]; reset(): void };

/** Times `work` as step `name`. */
async function timed<T>(steps: TimedStep[], name: string, work: () => Promise<T>): Promise<T> {
  const step = { name, start: performance.now(), end: Number.NaN };
  steps.push(step);
  try {
    return await work();
  } finally {
    step.end = performance.now();
  }
}

/** What a stored key is, for the timeline: a segment, a sound track, a sound chunk, a sound piece, a generated file, speech, other. */
function storedKind(key: string): string {
  if (key.includes('/segments/')) return 'segment';
  if (key.includes('/sound/')) return 'sound track';
  if (key.includes('/sound-chunks/')) return 'sound chunk';
  if (key.includes('/sound-pieces/')) return 'sound piece';
  if (key.startsWith('renders/')) return key.endsWith('-thumb.jpg') ? 'thumbnail' : 'output';
  return key.split('/')[0] ?? key;
}

/**
 * Wraps `context`'s render service, storage and speech service in place (every job and service holds these very
 * objects) so
 * that every render page opened, page call, page close, file stored and engine version asked is
 * noted as a step: `open`, `call <method>`, `close`, `put <kind>`, `speak` (one scene).
 */
export function watchRenderSteps(context: AppContext): RenderTimeline {
  const steps: TimedStep[] = [];
  const { render, storage } = context;
  const open = render.open.bind(render);
  render.open = async (options) => {
    const session = await timed(steps, 'open', () => open(options));
    const watched: RenderSession = {
      call: (method, args, stream) => timed(steps, `call ${method}`, () => session.call(method, args, stream)),
      close: () => timed(steps, 'close', () => session.close()),
      isReusable: () => session.isReusable(),
    };
    return watched;
  };
  const speech = speechServiceFor(context);
  const speakScene = speech.speakScene.bind(speech);
  speech.speakScene = (boxes, values) => timed(steps, 'speak', () => speakScene(boxes, values));
  const put = storage.put.bind(storage);
  storage.put = (key, content) => timed(steps, `put ${storedKind(key)}`, () => put(key, content));
  return { steps, reset: () => steps.splice(0) };
}

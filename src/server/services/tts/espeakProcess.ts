import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EspeakAnswer, EspeakRequest } from './espeakChild.ts';
import { SpeechProcessError } from './runProcess.ts';
import { projectFile, RUNS_COMPILED } from '../../projectFiles.ts';

/** The child's module and Node options: its compiled bundle beside the compiled server's, else its source under tsx. */
function childModule(): { file: string; execArgv: string[] } {
  if (RUNS_COMPILED) return { file: projectFile('dist/server/espeakChild.js'), execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: fileURLToPath(new URL('./espeakChild.ts', import.meta.url)), execArgv: ['--import', tsxLoader] };
}

type Pending = { resolve: (answer: Extract<EspeakAnswer, { events: unknown }>) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * The espeak-ng child process (src/server/services/tts/espeakChild.ts), started on first use and
 * kept for later requests (loading the WebAssembly synthesiser takes a moment). A request that
 * runs past its time limit kills the child; pending requests fail and the next one starts a new
 * child. While nothing is pending the child does not keep the server process alive.
 */
export class EspeakProcess {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  synthesize(request: Omit<EspeakRequest, 'id'>, timeoutMs: number) {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<Extract<EspeakAnswer, { events: unknown }>>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new SpeechProcessError(`espeak-ng ran longer than ${timeoutMs} ms and was stopped`)), timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.ref();
      child.channel?.ref();
      child.send({ ...request, id } satisfies EspeakRequest);
    });
  }

  /** Stops the child; pending requests fail with `error`. */
  stop(error = new SpeechProcessError('espeak-ng was stopped')) {
    this.child?.kill('SIGKILL');
    this.child = undefined;
    this.failAll(error);
  }

  private start() {
    const { file, execArgv } = childModule();
    const child = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (answer: EspeakAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.settle(answer.id);
      if ('error' in answer) waiting.reject(new SpeechProcessError(`espeak-ng failed: ${answer.error}`));
      else waiting.resolve(answer);
    });
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      this.failAll(new SpeechProcessError('espeak-ng stopped unexpectedly'));
    });
    this.child = child;
    return child;
  }

  private settle(id: number) {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) {
      this.child?.unref();
      this.child?.channel?.unref();
    }
  }

  private failAll(error: Error) {
    for (const [id, waiting] of this.pending) {
      this.settle(id);
      waiting.reject(error);
    }
  }
}

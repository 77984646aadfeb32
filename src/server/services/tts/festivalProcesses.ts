import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { SpeechProcessError } from './runProcess.ts';

/** The line that ends every script's output (no utterance prints it). */
const END_MARK = 'festival-script-done';

/** How much of stderr an error message keeps. */
const STDERR_TAIL = 500;

/** One running `festival --pipe`, fed one script at a time; any fault of a script ends it. */
class FestivalChild {
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private waiting: { resolve: (output: string) => void; reject: (error: Error) => void } | undefined;
  private ended: SpeechProcessError | undefined;

  constructor() {
    this.child = spawn('festival', ['--pipe'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8').on('data', (text: string) => {
      this.stdout += text;
      this.settleWhenDone();
    });
    this.child.stderr.setEncoding('utf8').on('data', (text: string) => {
      this.stderr += text;
      this.settleWhenDone();
    });
    this.child.stdin.on('error', () => {});
    this.child.on('error', (error) => this.end(new SpeechProcessError(`festival could not start: ${error.message}`)));
    this.child.on('exit', (code, signal) => this.end(new SpeechProcessError(`festival stopped (${signal ?? `exit ${code}`}): ${this.stderr.trim().slice(-STDERR_TAIL)}`)));
    this.idle();
  }

  get isUsable(): boolean {
    return !this.ended;
  }

  /** Runs `script` and answers what it printed; rejects (and ends the child) on a Scheme error, an exit or after `timeoutMs`. */
  run(script: string, timeoutMs: number): Promise<string> {
    if (this.ended) return Promise.reject(this.ended);
    [this.stdout, this.stderr] = ['', ''];
    this.busy();
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => this.end(new SpeechProcessError(`festival ran longer than ${timeoutMs} ms and was stopped`)), timeoutMs);
      const done = () => clearTimeout(timer);
      this.waiting = {
        resolve: (output) => (done(), resolve(output)),
        reject: (error) => (done(), reject(error)),
      };
      // Every script starts from no utterance, so a failed synthesis can never save the one before; its output is flushed (a pipe is buffered).
      // The end is marked on both streams (two pipes: either may be read first).
      this.child.stdin.write(`(set! utt nil)\n${script}\n(format t "\\n${END_MARK}\\n")\n(fflush nil)\n(format stderr "\\n${END_MARK}\\n")\n`);
    });
  }

  /** Ends the child; a script under way fails with `error`. */
  end(error: SpeechProcessError) {
    this.ended ??= error;
    this.child.kill('SIGKILL');
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.ended);
  }

  /** Once the script's end is marked on stdout and stderr: its output, or its failure when it raised a Scheme error. */
  private settleWhenDone() {
    const [outEnd, errEnd] = [this.stdout, this.stderr].map((text) => text.indexOf(`\n${END_MARK}\n`)) as [number, number];
    if (outEnd < 0 || errEnd < 0) return;
    const errors = this.stderr.slice(0, errEnd);
    // A Scheme error leaves Festival's state unknown (the last utterance would be saved again): the script fails and the child goes.
    if (errors.includes('SIOD ERROR')) return this.end(new SpeechProcessError(`festival failed: ${errors.trim().slice(-STDERR_TAIL)}`));
    const waiting = this.waiting;
    this.waiting = undefined;
    this.idle();
    waiting?.resolve(this.stdout.slice(0, outEnd));
  }

  /** While it waits for a script, the child does not keep the server process alive. */
  private idle() {
    for (const handle of this.handles()) handle.unref();
  }

  private busy() {
    for (const handle of this.handles()) handle.ref();
  }

  /** The child and its pipes, which are sockets that Node's types call plain streams. */
  private handles(): Array<ChildProcessWithoutNullStreams | Socket> {
    return [this.child, ...([this.child.stdin, this.child.stdout, this.child.stderr] as unknown as Socket[])];
  }
}

/**
 * `festival --pipe` processes kept for later syntheses: starting Festival and loading the HTS
 * voice takes about 0.35 s, more than a short sentence's synthesis (0.2 s). A script runs in an
 * idle process, or a new one when all are busy (the speech service bounds how many run at once);
 * one that fails, hangs or exits is dropped, and the next script starts a new one.
 */
export class FestivalProcesses {
  private readonly idle: FestivalChild[] = [];
  private readonly running = new Set<FestivalChild>();

  /** Runs a Festival script and answers what it printed (stdout). */
  async run(script: string, timeoutMs: number): Promise<string> {
    const child = this.idle.pop() ?? new FestivalChild();
    this.running.add(child);
    try {
      return await child.run(script, timeoutMs);
    } finally {
      this.running.delete(child);
      if (child.isUsable) this.idle.push(child);
    }
  }

  /** Ends every process; scripts under way fail. */
  stop() {
    for (const child of [...this.idle.splice(0), ...this.running]) child.end(new SpeechProcessError('festival was stopped'));
    this.running.clear();
  }
}

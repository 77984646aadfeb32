import { spawn } from 'node:child_process';
import os from 'node:os';

/** A media tool (ffprobe, ffmpeg) that failed, timed out or was stopped; `detail` is the end of what it wrote to stderr. */
export class MediaToolError extends Error {
  constructor(
    readonly code: 'TOOL_FAILED' | 'TOOL_TIMEOUT' | 'TOOL_ABORTED',
    message: string,
    readonly detail = '',
  ) {
    super(detail ? `${message}: ${detail}` : message);
  }
}

/** How much of stderr is kept for error messages. */
const STDERR_TAIL = 2000;

/**
 * Runs a command without a shell and resolves with its stdout when it exits with 0. It is killed
 * after `timeoutMs` or when `signal` aborts. `onStdout` sees output as it comes (progress);
 * without it stdout is collected and returned. `niceness` (1 to 19) lowers its CPU priority, for
 * work that runs beside work it must not slow down.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; signal?: AbortSignal; onStdout?: (text: string) => void; niceness?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new MediaToolError('TOOL_ABORTED', `${command} was stopped`));
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.niceness && child.pid !== undefined) os.setPriority(child.pid, options.niceness);
    let stdout = '';
    let stderr = '';
    let ending: MediaToolError | undefined;
    const stop = (error: MediaToolError) => {
      ending ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new MediaToolError('TOOL_TIMEOUT', `${command} took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
    const onAbort = () => stop(new MediaToolError('TOOL_ABORTED', `${command} was stopped`));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (options.onStdout) options.onStdout(text);
      else stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => stop(new MediaToolError('TOOL_FAILED', `${command} could not start`, error.message)));
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (ending) reject(ending);
      else if (exitCode !== 0) reject(new MediaToolError('TOOL_FAILED', `${command} exited with ${exitCode}`, stderr.trim()));
      else resolve(stdout);
    });
  });
}

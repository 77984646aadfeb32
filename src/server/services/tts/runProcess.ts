import { spawn } from 'node:child_process';

/** A synthesiser or audio tool that failed, timed out or could not start. */
export class SpeechProcessError extends Error {
  readonly code = 'SPEECH_PROCESS_FAILED';
}

/** What a finished process wrote. */
export type ProcessOutput = { stdout: Buffer; stderr: string };

/**
 * Runs a program with an argument list (never through a shell, so user text is never parsed as
 * commands), feeds `input` on stdin and collects its output. A process still running after
 * `timeoutMs` is killed (SIGKILL) and the call rejects, so a runaway synthesiser cannot hold a request.
 * @param command - program name or path
 * @param args - its arguments, passed as they are
 */
export function runProcess(command: string, args: readonly string[], options: { input?: Buffer | string; timeoutMs: number; cwd?: string }): Promise<ProcessOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A program that exits without reading all its input closes stdin early; its exit code tells what happened.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new SpeechProcessError(`${command} could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const errorText = Buffer.concat(stderr).toString('utf8');
      if (timedOut) return reject(new SpeechProcessError(`${command} ran longer than ${options.timeoutMs} ms and was stopped`));
      if (code !== 0) return reject(new SpeechProcessError(`${command} failed (${signal ?? `exit ${code}`}): ${errorText.trim().slice(-500)}`));
      resolve({ stdout: Buffer.concat(stdout), stderr: errorText });
    });
    child.stdin.end(options.input ?? '');
  });
}

import { describe, expect, it } from 'vitest';
import { runProcess, SpeechProcessError } from './runProcess';

const node = process.execPath;

describe('runProcess', () => {
  it('passes arguments as they are, without a shell, and returns stdout', async () => {
    const text = '$(echo hacked); `id` && rm -rf / "quoted" \'single\'';
    const { stdout } = await runProcess(node, ['-e', 'process.stdout.write(process.argv[1])', text], { timeoutMs: 10_000 });
    expect(stdout.toString()).toBe(text);
  });

  it('feeds stdin', async () => {
    const { stdout } = await runProcess(node, ['-e', 'process.stdin.pipe(process.stdout)'], { input: 'hello', timeoutMs: 10_000 });
    expect(stdout.toString()).toBe('hello');
  });

  it('rejects with stderr when the program fails', async () => {
    const failing = runProcess(node, ['-e', 'console.error("bad voice"); process.exit(3)'], { timeoutMs: 10_000 });
    await expect(failing).rejects.toThrow(SpeechProcessError);
    await expect(failing).rejects.toThrow(/exit 3.*bad voice/);
  });

  it('kills a runaway program at the time limit', async () => {
    await expect(runProcess(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 300 })).rejects.toThrow(/longer than 300 ms/);
  });

  it('rejects when the program does not exist', async () => {
    await expect(runProcess('/nonexistent/synthesiser', [], { timeoutMs: 1000 })).rejects.toThrow(/could not start/);
  });
});

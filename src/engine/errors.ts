/** Error codes the engine reports; messages name the file, field or resource concerned. */
export type EngineErrorCode = 'SHADER_COMPILE' | 'NO_WEBGL2' | 'CONTEXT_LOST' | 'DECODE_FAILED' | 'NOT_INITIALISED';

/** An engine failure with a stable code (comlink passes name and message across the worker boundary). */
export class EngineError extends Error {
  override readonly name: string = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** A shader that failed to compile or link; the message has the file, line and offending source line. */
export class ShaderCompileError extends EngineError {
  override readonly name: string = 'ShaderCompileError';
  constructor(message: string) {
    super('SHADER_COMPILE', message);
  }
}

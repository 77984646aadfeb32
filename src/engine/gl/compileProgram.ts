import * as twgl from 'twgl.js';
import { ShaderCompileError } from '../errors';
import type { ShaderSource } from './shaderSource';

const prelude = '#version 300 es\nprecision highp float;\nprecision highp int;\n#line 1 0\n';

/** Turns the driver's log ("ERROR: 0:12: ...") into "file:line: ... \n  > source line". */
export function describeShaderLog(log: string, shader: ShaderSource): string {
  const lines = shader.source.split('\n');
  return log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^(?:ERROR|WARNING):\s*(\d+):(\d+):\s*(.*)$/.exec(line.trim());
      if (!match) return line.trim();
      const fileIndex = Number(match[1]);
      const lineNumber = Number(match[2]);
      const file = shader.files[fileIndex] ?? shader.name;
      const offending = sourceLine(lines, fileIndex, lineNumber);
      return `${file}:${lineNumber}: ${match[3]}${offending === undefined ? '' : `\n  > ${offending.trim()}`}`;
    })
    .join('\n');
}

/** The text of line `lineNumber` of source string `fileIndex`, following `#line` directives. */
function sourceLine(lines: string[], fileIndex: number, lineNumber: number): string | undefined {
  let file = 0;
  let line = 1;
  for (const text of lines) {
    const directive = /^#line\s+(\d+)\s+(\d+)/.exec(text);
    if (directive) {
      line = Number(directive[1]);
      file = Number(directive[2]);
      continue;
    }
    if (file === fileIndex && line === lineNumber) return text;
    line++;
  }
  return undefined;
}

function compileShader(gl: WebGL2RenderingContext, type: number, shader: ShaderSource): WebGLShader {
  const handle = gl.createShader(type);
  if (!handle) throw new ShaderCompileError(`${shader.name}: could not create a shader (context lost?)`);
  gl.shaderSource(handle, prelude + shader.source);
  gl.compileShader(handle);
  if (!gl.getShaderParameter(handle, gl.COMPILE_STATUS) && !gl.isContextLost()) {
    const log = gl.getShaderInfoLog(handle) ?? '';
    gl.deleteShader(handle);
    throw new ShaderCompileError(`${shader.name} does not compile:\n${describeShaderLog(log, shader)}`);
  }
  return handle;
}

/** Compiles and links one program; throws a ShaderCompileError naming file and line, never returns a broken program. */
export function compileProgram(gl: WebGL2RenderingContext, vertex: ShaderSource, fragment: ShaderSource): twgl.ProgramInfo {
  const vertexShader = compileShader(gl, gl.VERTEX_SHADER, vertex);
  const fragmentShader = compileShader(gl, gl.FRAGMENT_SHADER, fragment);
  const program = gl.createProgram();
  gl.attachShader(program, vertexShader);
  gl.attachShader(program, fragmentShader);
  gl.bindAttribLocation(program, 0, 'aPosition');
  gl.linkProgram(program);
  gl.deleteShader(vertexShader);
  gl.deleteShader(fragmentShader);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
    const log = gl.getProgramInfoLog(program) ?? '';
    gl.deleteProgram(program);
    throw new ShaderCompileError(`${vertex.name} + ${fragment.name} do not link: ${log.trim()}`);
  }
  return twgl.createProgramInfoFromProgram(gl, program);
}

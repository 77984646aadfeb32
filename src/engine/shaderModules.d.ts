// Shader files import with `?shader` as resolved sources (see scripts/vite/glslPlugin.ts); the
// query keeps them apart from libraries that declare plain `*.frag` imports as strings. This file
// must stay a script (no top-level import) for wildcard module declarations, hence import() types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*?shader' {
  const shader: import('./gl/shaderSource').ShaderSource;
  export default shader;
}

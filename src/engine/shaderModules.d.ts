// GLSL files import as resolved sources (see scripts/vite/glslPlugin.ts). This file must stay a
// script (no top-level import) for wildcard module declarations, hence the inline import() types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*.vert' {
  const shader: import('./gl/shaderSource').ShaderSource;
  export default shader;
}
declare module '*.frag' {
  const shader: import('./gl/shaderSource').ShaderSource;
  export default shader;
}

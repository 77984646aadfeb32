/** GLSL files import as resolved sources (see scripts/vite/glslPlugin.ts). */
declare module '*.vert' {
  const shader: import('./gl/shaderSource').ShaderSource;
  export default shader;
}
declare module '*.frag' {
  const shader: import('./gl/shaderSource').ShaderSource;
  export default shader;
}

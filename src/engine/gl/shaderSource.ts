/** A GLSL file as the build gives it: includes resolved, `files[n]` names `#line` source number n. */
export type ShaderSource = { name: string; source: string; files: string[] };

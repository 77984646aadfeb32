import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { createTemplateEngine, type TemplateEngine } from './templateEngine';

/** The template engine of the screen; tests provide a fake one. */
export const TemplateEngineContext = createContext<TemplateEngine | null>(null);

/** Gives the screen inside it one template engine, ended when the screen closes. */
export function TemplateEngineProvider({ children }: { children: ReactNode }) {
  const [engine] = useState(createTemplateEngine);
  useEffect(() => () => engine.dispose(), [engine]);
  return <TemplateEngineContext.Provider value={engine}>{children}</TemplateEngineContext.Provider>;
}

/** The screen's template engine (null outside a provider). */
export function useTemplateEngine(): TemplateEngine | null {
  return useContext(TemplateEngineContext);
}

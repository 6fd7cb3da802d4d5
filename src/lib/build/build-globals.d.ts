/** Replaced at build time by vite.config.ts (and vitest.config.ts) with this build's descriptor. */
declare const __BUILD_INFO__: { readonly id: string; readonly builtAt: number }

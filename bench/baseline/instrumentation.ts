// Shadows the project's instrumentation.ts (see proxy.ts for why).
export function register() {}

// Turbopack looks for the middleware (proxy) and instrumentation files in the app's
// folder and then in every parent folder up to the workspace root, so without these
// two files the baseline would pick up the project's own middleware.ts and
// instrumentation.ts. Both do nothing, and this matcher never matches a measured path.
export function proxy() {}

export const config = { matcher: ["/__baseline-never-matches"] };

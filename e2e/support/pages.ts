/** Every public page of the site, with its heading (for walking the whole site). */
export const publicPages = [
  { path: "/home", heading: "About us" },
  { path: "/products", heading: null },
  { path: "/gallery", heading: null },
  { path: "/contact", heading: null },
  { path: "/benefits", heading: null },
  { path: "/ourmission", heading: null },
  { path: "/privacypolicy", heading: null },
  { path: "/productionprocess", heading: null },
  { path: "/underconstruction", heading: "This Page is under Constuction" },
] as const;

/** Pages outside the public set that still answer 200 to a visitor. */
export const otherPages = ["/login", "/shopping-list"] as const;

export const isPhone = (projectName: string) => projectName === "phone";

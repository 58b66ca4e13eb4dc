/** Every public page of the site, with its heading (for walking the whole site). */
export const publicPages = [
  { path: "/home", heading: "About us" },
  { path: "/products", heading: null },
  { path: "/gallery", heading: "Gallery" },
  { path: "/contact", heading: "Contact us" },
  { path: "/benefits", heading: "The benefits of Aleppo soap" },
  { path: "/ourmission", heading: "Our mission" },
  { path: "/privacypolicy", heading: "Privacy policy" },
  { path: "/productionprocess", heading: "How our soap is made" },
  { path: "/underconstruction", heading: "This Page is under Constuction" },
] as const;

/** Pages outside the public set that still answer 200 to a visitor. */
export const otherPages = ["/login", "/shopping-list"] as const;

export const isPhone = (projectName: string) => projectName === "phone";

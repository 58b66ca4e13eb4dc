/**
 * The admin section (app/(admin)/), declared once: the proxy sends visitors
 * to sign in, robots.txt keeps crawlers out, the header hides the banner on
 * the work screens. Each work screen names its messages' namespace (title,
 * intro, memberExplanation).
 */
export const WORK_SCREENS = {
  "/addProducts": "AddProducts",
  "/editors": "Editors",
  "/messages": "Inbox",
  "/history": "History",
  "/editGallery": "GalleryEditor",
  "/shopDetails": "ShopDetails",
  "/pageTexts": "PageTexts",
  "/visits": "Visits",
} as const;

export type WorkScreenPath = keyof typeof WORK_SCREENS;

/** Every admin page: the editors' work screens and any account's password change. */
export const ADMIN_PATHS: readonly string[] = [
  ...Object.keys(WORK_SCREENS),
  "/account/password",
];

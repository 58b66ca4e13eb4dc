// Declared once: the proxy sends visitors to sign in, robots.txt keeps crawlers out, the header
// hides the banner. Values are the screens' message namespaces.
export const WORK_SCREENS = {
  "/addProducts": "AddProducts",
  "/editors": "Editors",
  "/messages": "Inbox",
  "/history": "History",
  "/editGallery": "GalleryEditor",
  "/shopDetails": "ShopDetails",
  "/pageTexts": "PageTexts",
  "/visits": "Visits",
  // Not /orders: /orders/<token> is the customer's page, and the owner's order would land on it.
  "/manageOrders": "Orders",
} as const;

export type WorkScreenPath = keyof typeof WORK_SCREENS;

export const ADMIN_PATHS: readonly string[] = [
  ...Object.keys(WORK_SCREENS),
  "/account/password",
];

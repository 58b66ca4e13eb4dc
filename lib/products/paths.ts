/** The address of a product's own page (ids are URL-safe: see ID_PATTERN). */
export const productPath = (id: string) => `/products/${id}`;

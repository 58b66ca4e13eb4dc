export const productPath = (id: string) => `/products/${id}`;

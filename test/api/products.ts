// Requests to GET and PUT /api/products for the route-handler tests.
import { GET, PUT } from "@/app/api/products/route";

export const URL_BASE = "http://localhost:3000/api/products";

export async function put(
  body: unknown,
  {
    ifMatch,
    cookie,
    headers = {},
  }: {
    ifMatch?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const h: Record<string, string> = {
    "content-type": "application/json",
    "sec-fetch-site": "same-origin",
    ...headers,
  };
  if (ifMatch) h["if-match"] = ifMatch;
  if (cookie) h.cookie = cookie;
  return PUT(
    new Request(URL_BASE, {
      method: "PUT",
      headers: h,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

export const current = async () => {
  const res = await GET(new Request(URL_BASE));
  return {
    etag: res.headers.get("etag")!,
    products: (await res.json()) as Record<string, unknown>[],
  };
};

export const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Soap ${id}`,
  subtitle: "Test",
  description: "A test bar",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [
    { name: "Olive oil", amount: 95 },
    { name: "Laurel oil", amount: 5 },
  ],
  ...extra,
});

// Requests to GET and PUT /api/shop-details for the route-handler tests.
import { GET, PUT } from "@/app/api/shop-details/route";

const URL_BASE = "http://localhost:3000/api/shop-details";

/** Valid details, all changed from the defaults. */
export const good = {
  phone: "+963 21 555 0199",
  email: "shop@halabi-soap.example.com",
  address: "Halabi Soap House\n14 Khan al-Sabun Street\nAleppo\nSyria",
  openingHours: [
    { day: "sat", opens: "10:00", closes: "14:00" },
    { day: "mon", opens: "08:30", closes: "17:00" },
  ],
  social: {
    facebook: "https://www.facebook.com/halabi.new",
    instagram: "https://instagram.com/halabi.new",
    linkedin: "https://www.linkedin.com/company/halabi-new",
    youtube: "https://www.youtube.com/@halabi-new",
  },
  currency: "GBP",
  transferInstructions: "Bank: Example Bank\nIBAN: GB00 EXMP 0000 0000 0000 00",
  exampleIngredients: false,
};

export async function put(
  body: unknown,
  {
    ifMatch,
    cookie,
    headers = {},
  }: { ifMatch?: string; cookie?: string; headers?: Record<string, string> },
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
      body: JSON.stringify(body),
    }),
  );
}

export const current = async () => {
  const res = await GET(new Request(URL_BASE));
  return {
    etag: res.headers.get("etag")!,
    details: (await res.json()) as typeof good,
  };
};

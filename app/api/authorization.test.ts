import fs from "node:fs";
import path from "node:path";
import {
  describeMatrix,
  json,
  ORIGIN,
  type Route,
} from "@/test/authorization-matrix";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as contact } from "./contact/route";
import { POST as like } from "./products/[id]/like/route";
import { GET as getGallery, PUT as putGallery } from "./gallery/route";
import { GET as getProducts, PUT as putProducts } from "./products/route";
import {
  GET as getShopDetails,
  PUT as putShopDetails,
} from "./shop-details/route";
import {
  GET as getPageTexts,
  PUT as putPageTexts,
} from "./page-texts/[page]/route";

// The matrix (test/authorization-matrix.ts) for the routes of the public site
// and the catalogue; the accounts are in authorization-accounts.test.ts.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

/** What a visitor's GET of `path` answers: its ETag and its body. */
async function read<T>(
  get: (req: Request) => Promise<Response>,
  path: string,
): Promise<{ etag: string; body: T }> {
  const res = await get(new Request(`http://localhost:3000${path}`));
  return { etag: res.headers.get("etag")!, body: await res.json() };
}
const catalogue = () =>
  read<{ id: string; likes: number }[]>(getProducts, "/api/products");
const gallery = () => read<{ caption: string }[]>(getGallery, "/api/gallery");
const shopDetails = () => read<object>(getShopDetails, "/api/shop-details");
const home = { params: Promise.resolve({ page: "home" }) };
const homeTexts = () =>
  read<object>((req) => getPageTexts(req, home), "/api/page-texts/home");

let serial = 0;

const routes = (outbox: () => string): Route[] => [
  {
    name: "PUT /api/products",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const { etag, body: products } = await catalogue();
      // One product fewer: a save that changes nothing writes nothing.
      return putProducts(
        new Request(`${ORIGIN}/api/products`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": etag }),
          body: JSON.stringify(products.slice(1)),
        }),
      );
    },
    effect: async () => (await catalogue()).etag,
  },
  {
    name: "PUT /api/gallery",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const { etag, body: pictures } = await gallery();
      return putGallery(
        new Request(`${ORIGIN}/api/gallery`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": etag }),
          body: JSON.stringify(pictures.slice(1)),
        }),
      );
    },
    effect: async () => (await gallery()).etag,
  },
  {
    name: "PUT /api/shop-details",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const { etag, body: details } = await shopDetails();
      return putShopDetails(
        new Request(`${ORIGIN}/api/shop-details`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": etag }),
          body: JSON.stringify({
            ...details,
            phone: `+963 21 555 ${++serial}`,
          }),
        }),
      );
    },
    effect: shopDetails,
  },
  {
    name: "PUT /api/page-texts/home",
    needsSession: true,
    okStatus: 200,
    send: async (headers) =>
      putPageTexts(
        new Request(`${ORIGIN}/api/page-texts/home`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": (await homeTexts()).etag }),
          body: JSON.stringify({
            texts: { "Home.title": `About us ${++serial}` },
          }),
        }),
        home,
      ),
    effect: homeTexts,
  },
  {
    name: "POST /api/products/[id]/like",
    needsSession: false,
    okStatus: 200,
    send: (headers) =>
      like(
        new Request(`${ORIGIN}/api/products/laurel-12/like`, {
          method: "POST",
          headers: json(headers),
        }),
        { params: Promise.resolve({ id: "laurel-12" }) },
      ),
    effect: async () =>
      (await catalogue()).body.find((p) => p.id === "laurel-12")?.likes,
  },
  {
    name: "POST /api/contact",
    needsSession: false,
    okStatus: 202,
    send: (headers) =>
      contact(
        new Request(`${ORIGIN}/api/contact`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            name: "Amal Haddad",
            email: "amal.authz@example.com",
            message: `Question number ${++serial} about laurel soap`,
          }),
        }),
      ),
    effect: async () =>
      fs.existsSync(outbox()) ? fs.readdirSync(outbox()).length : 0,
  },
];

describe("write routes refuse unauthorised callers in the handler itself", () => {
  const dataDir = useTempDataDir();
  describeMatrix(() => routes(() => path.join(dataDir(), "outbox")));
});

import fs from "node:fs";
import path from "node:path";
import { accountStore } from "@/lib/account/roles";
import { countAccounts } from "@/lib/account/identity/local";
import {
  describeMatrix,
  json,
  ORIGIN,
  type Route,
} from "@/test/authorization-matrix";
import { useTempDataDir } from "@/test/temp-data-dir";
import { identity } from "@/lib/account/identity";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { documents } from "@/lib/documents";
import { POST as forgotPassword } from "./account/forgot-password/route";
import { POST as resetPassword } from "./account/reset-password/route";
import { POST as endOtherSessions } from "./account/sessions/route";
import { POST as resetLink } from "./accounts/[id]/reset-link/route";
import { PATCH as patchAccount } from "./accounts/[id]/route";
import { GET as listAccounts } from "./accounts/route";
import { POST as signup } from "./auth/signup/route";
import { POST as contact } from "./contact/route";
import { POST as like } from "./products/[id]/like/route";
import { GET as getGallery, PUT as putGallery } from "./gallery/route";
import { GET as getProducts, PUT as putProducts } from "./products/route";
import {
  GET as getShopDetails,
  PUT as putShopDetails,
} from "./shop-details/route";

// The matrix (test/authorization-matrix.ts) for the routes of the public site,
// the catalogue and the accounts.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const catalogue = async () => {
  const res = await getProducts(
    new Request("http://localhost:3000/api/products"),
  );
  return {
    etag: res.headers.get("etag")!,
    products: (await res.json()) as { id: string; likes: number }[],
  };
};

const gallery = async () => {
  const res = await getGallery(
    new Request("http://localhost:3000/api/gallery"),
  );
  return {
    etag: res.headers.get("etag")!,
    pictures: (await res.json()) as { caption: string }[],
  };
};

const shopDetails = async () => {
  const res = await getShopDetails(
    new Request("http://localhost:3000/api/shop-details"),
  );
  return { etag: res.headers.get("etag")!, details: await res.json() };
};

let serial = 0;

/** The reset link the next reset-password call uses, for an account of its own. */
let resetToken = "";
let resetAccount: Promise<string> | undefined;
async function freshResetLink() {
  resetAccount ??= identity()
    .signUp("reset.authz@example.com", "olive-branch-42")
    .then(async ({ id, email }) => (await accountStore().record(id, email)).id);
  const { url } = await resetLinks().create(
    await resetAccount,
    "reset.authz@example.com",
  );
  resetToken = url.split("#")[1]!;
}

const routes = (outbox: () => string): Route[] => [
  {
    name: "PUT /api/products",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const { etag, products } = await catalogue();
      return putProducts(
        new Request(`${ORIGIN}/api/products`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": etag }),
          body: JSON.stringify(products),
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
      const { etag, pictures } = await gallery();
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
      const { etag, details } = await shopDetails();
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
      (await catalogue()).products.find((p) => p.id === "laurel-12")?.likes,
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
  {
    name: "POST /api/auth/signup",
    needsSession: false,
    okStatus: 201,
    send: (headers) =>
      signup(
        new Request(`${ORIGIN}/api/auth/signup`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            email: `authz-${++serial}@example.com`,
            password: "olive-branch-42",
          }),
        }),
      ),
    effect: async () => countAccounts(),
  },
  {
    name: "GET /api/accounts",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      listAccounts(new Request(`${ORIGIN}/api/accounts`, { headers })),
    effect: async () => null,
    sees: (body) =>
      expect(body).toContainEqual(expect.objectContaining({ id: "u-target" })),
  },
  {
    name: "PATCH /api/accounts/[id]",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const target = await accountStore().get("u-target");
      return patchAccount(
        new Request(`${ORIGIN}/api/accounts/u-target`, {
          method: "PATCH",
          headers: json(headers),
          body: JSON.stringify({
            role: target?.role === "editor" ? "member" : "editor",
          }),
        }),
        { params: Promise.resolve({ id: "u-target" }) },
      );
    },
    effect: async () => (await accountStore().get("u-target"))?.role,
  },
  {
    name: "POST /api/accounts/[id]/reset-link",
    needsSession: true,
    okStatus: 201,
    send: (headers) =>
      resetLink(
        new Request(`${ORIGIN}/api/accounts/u-target/reset-link`, {
          method: "POST",
          headers: json(headers),
        }),
        { params: Promise.resolve({ id: "u-target" }) },
      ),
    effect: async () =>
      Object.keys(await documents().list("passwordResets")).length,
  },
  {
    name: "POST /api/account/forgot-password",
    needsSession: false,
    okStatus: 202,
    send: (headers) =>
      forgotPassword(
        new Request(`${ORIGIN}/api/account/forgot-password`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({ email: "target@example.com" }),
        }),
      ),
    // The same answer for every address: nothing to see but that.
    effect: async () => null,
    sees: (body) => expect(body).toEqual({ ok: true }),
  },
  {
    name: "POST /api/account/reset-password",
    needsSession: false,
    okStatus: 200,
    setup: freshResetLink,
    send: (headers) =>
      resetPassword(
        new Request(`${ORIGIN}/api/account/reset-password`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            token: resetToken,
            newPassword: `cedar-press-${++serial}-1832`,
          }),
        }),
      ),
    // Whether the link is still unused.
    effect: async () => (await resetLinks().peek(resetToken)) !== null,
  },
  {
    name: "POST /api/account/sessions",
    needsSession: true,
    membersToo: true,
    okStatus: 200,
    send: (headers) =>
      endOtherSessions(
        new Request(`${ORIGIN}/api/account/sessions`, {
          method: "POST",
          headers: json(headers),
        }),
      ),
    // The cut-offs of the editor's and the member's sessions.
    effect: async () =>
      Promise.all(
        ["u-authz", "u-member"].map(
          async (id) => (await accountStore().get(id))?.sessionsValidAfter,
        ),
      ),
  },
];

describe("write routes refuse unauthorised callers in the handler itself", () => {
  const dataDir = useTempDataDir();
  beforeAll(() => accountStore().record("u-target", "target@example.com"));
  describeMatrix(() => routes(() => path.join(dataDir(), "outbox")));
});

import fs from "node:fs";
import path from "node:path";
import { messageStore } from "@/lib/inbox";
import { catalogStore } from "@/lib/products";
import { png } from "@/test/images/photos";
import {
  describeMatrix,
  json,
  ORIGIN,
  type Route,
} from "@/test/authorization-matrix";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as uploadImage } from "./images/route";
import {
  DELETE as deleteMessage,
  PATCH as patchMessage,
} from "./messages/[id]/route";
import { GET as listMessages } from "./messages/route";
import { GET as unreadMessages } from "./messages/unread/route";
import { POST as restore } from "./products/history/[version]/restore/route";
import { GET as getVersion } from "./products/history/[version]/route";
import { GET as listHistory } from "./products/history/route";
import { GET as getProducts } from "./products/route";
import { GET as visits } from "./visits/route";

// The matrix (test/authorization-matrix.ts) for the owner's console: the
// messages, the catalogue's history, photo uploads and the visit counts are for
// editors only.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const byId = (id: string) => ({ params: Promise.resolve({ id }) });
const byVersion = (version: string) => ({
  params: Promise.resolve({ version }),
});
const etag = async () =>
  (
    await getProducts(new Request("http://localhost:3000/api/products"))
  ).headers.get("etag")!;
const stored = (id: string) => messageStore().get(id);

let serial = 0;
async function aMessage(id: string) {
  if (await stored(id)) return;
  await messageStore().add({
    id,
    receivedAt: new Date().toISOString(),
    name: "Amal Haddad",
    email: "amal@example.com",
    phone: "",
    message: "Do you ship to Berlin?",
    read: false,
    delivery: { state: "stored", attempts: 0 },
  });
}

const routes = (images: () => string): Route[] => [
  {
    name: "GET /api/messages",
    needsSession: true,
    okStatus: 200,
    setup: () => aMessage("m-listed"),
    send: (headers) =>
      listMessages(new Request(`${ORIGIN}/api/messages`, { headers })),
    effect: async () => null,
    sees: (body) =>
      expect(body).toContainEqual(expect.objectContaining({ id: "m-listed" })),
  },
  {
    name: "GET /api/messages/unread",
    needsSession: true,
    okStatus: 200,
    setup: () => aMessage("m-listed"),
    send: (headers) =>
      unreadMessages(new Request(`${ORIGIN}/api/messages/unread`, { headers })),
    effect: async () => null,
    sees: (body) =>
      expect((body as { unread: number }).unread).toBeGreaterThan(0),
  },
  {
    name: "GET /api/visits",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      visits(new Request(`${ORIGIN}/api/visits?days=7`, { headers })),
    effect: async () => null,
    sees: (body) => expect((body as { days: unknown[] }).days).toHaveLength(7),
  },
  {
    name: "PATCH /api/messages/[id]",
    needsSession: true,
    okStatus: 200,
    setup: () => aMessage("m-read"),
    send: async (headers) => {
      const read = !(await stored("m-read"))!.read;
      return patchMessage(
        new Request(`${ORIGIN}/api/messages/m-read`, {
          method: "PATCH",
          headers: json(headers),
          body: JSON.stringify({ read }),
        }),
        byId("m-read"),
      );
    },
    effect: async () => (await stored("m-read"))?.read,
  },
  {
    name: "DELETE /api/messages/[id]",
    needsSession: true,
    okStatus: 204,
    setup: () => aMessage(`m-gone-${++serial}`),
    send: (headers) => {
      const id = `m-gone-${serial}`;
      return deleteMessage(
        new Request(`${ORIGIN}/api/messages/${id}`, {
          method: "DELETE",
          headers: json(headers),
        }),
        byId(id),
      );
    },
    effect: async () => (await messageStore().list()).length,
  },
  {
    name: "GET /api/products/history",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      listHistory(new Request(`${ORIGIN}/api/products/history`, { headers })),
    effect: async () => null,
    sees: (body) => expect((body as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: "GET /api/products/history/[version]",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      getVersion(
        new Request(`${ORIGIN}/api/products/history/1`, { headers }),
        byVersion("1"),
      ),
    effect: async () => null,
    sees: (body) => expect((body as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: "POST /api/products/history/[version]/restore",
    needsSession: true,
    okStatus: 200,
    // Version 1 is restored over a different list: restoring the list as it
    // is writes nothing.
    setup: async () => {
      const store = catalogStore();
      const [{ products, version }, first] = await Promise.all([
        store.list(),
        store.historyVersion(1),
      ]);
      if (JSON.stringify(products) === JSON.stringify(first))
        await store.replaceAll(products.slice(1), version);
    },
    send: async (headers) => {
      return restore(
        new Request(`${ORIGIN}/api/products/history/1/restore`, {
          method: "POST",
          headers: json({ ...headers, "if-match": await etag() }),
        }),
        byVersion("1"),
      );
    },
    effect: etag,
  },
  {
    name: "POST /api/images",
    needsSession: true,
    okStatus: 201,
    send: async (headers) => {
      const form = new FormData();
      form.append("file", new Blob([await png(40 + ++serial, 30)]), "a.png");
      return uploadImage(
        new Request(`${ORIGIN}/api/images`, {
          method: "POST",
          headers: { ...headers, "x-forwarded-for": `198.51.100.${serial}` },
          body: form,
        }),
      );
    },
    effect: async () =>
      fs.existsSync(images()) ? fs.readdirSync(images()).length : 0,
  },
];

describe("the owner's console refuses everyone but editors, in the handler itself", () => {
  const dataDir = useTempDataDir();
  describeMatrix(() => routes(() => path.join(dataDir(), "images")));
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedProducts } from "../lib/products/seed";
import { startFakeFirebase } from "../test/stand-ins/firebase-database";
import { ADMIN, signInWithApi } from "./support/editors";
import { spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

const READER = {
  email: "reader@halabi-e2e.example.com",
  password: "reader-pass",
};

// Starting two production servers is the set-up, not the test: it gets a hook's own time.
let firebase: Awaited<ReturnType<typeof startFakeFirebase>>;
let servers: Awaited<ReturnType<typeof spawnServer>>[];

test.beforeAll(async () => {
  firebase = await startFakeFirebase();
  firebase.accounts.set(READER.email, READER.password);
  firebase.set("products", seedProducts);
  servers = await Promise.all(
    ["a", "b"].map(async (name) =>
      spawnServer({
        env: {
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `halabi-${name}-`)),
          DATA_BACKEND: "firebase",
          FIREBASE_API_KEY: "test-key",
          FIREBASE_DATABASE_URL:
            "https://halabi-e2e-default-rtdb.europe-west1.firebasedatabase.app",
          FIREBASE_DATABASE_EMULATOR_HOST: firebase.host,
          FIREBASE_AUTH_EMULATOR_HOST: firebase.host,
          DATA_READER_EMAIL: READER.email,
          DATA_READER_PASSWORD: READER.password,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          TEST_FAST_PASSWORD_HASHING: "true",
        },
      }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(servers?.map((s) => s.stop()) ?? []);
  await firebase?.stop();
});

test("two servers on one Firebase database: a save on one (catalogue, page texts) shows on the other's pages", async ({
  playwright,
}) => {
  const http = await playwright.request.newContext();
  try {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    const product = seedProducts[0]!;
    const pages = ["/products", `/products/${product.id}`];
    // Both servers have rendered (and keep) their pages before the save.
    for (const base of [a, b]) {
      for (const page of pages)
        expect(await (await http.get(base + page)).text()).toContain(
          product.name,
        );
      expect(await (await http.get(`${base}/home`)).text()).toContain(
        "Khan al-Sabun Street",
      );
    }

    await signInWithApi(http, ADMIN.email, ADMIN.password, a);
    const current = await http.get(`${a}/api/products`);
    const renamed = `${product.name}, renamed ${Date.now().toString(36)}`;
    const saved = await http.put(`${a}/api/products`, {
      headers: {
        "if-match": current.headers()["etag"]!,
        "sec-fetch-site": "same-origin",
      },
      data: seedProducts.map((p) =>
        p.id === product.id ? { ...p, name: renamed } : p,
      ),
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // And a sentence of the home page (Manage → Page texts).
    const texts = await http.get(`${a}/api/page-texts/home`);
    const sentence = `Find us at 27 Souk al-Attarine, ${Date.now().toString(36)}.`;
    const textSaved = await http.put(`${a}/api/page-texts/home`, {
      headers: {
        "if-match": texts.headers()["etag"]!,
        "sec-fetch-site": "same-origin",
      },
      data: { texts: { "Home.distribution.text1": sentence } },
    });
    expect(textSaved.status(), await textSaved.text()).toBe(200);
    // B answers from the pages it keeps (the test would pass trivially otherwise)...
    expect(await (await http.get(`${b}/products`)).text()).not.toContain(
      renamed,
    );
    // ...and shows the save once it has seen the change mark move (it looks at most once a
    // second while pages are visited: docs/architecture.md).
    for (const page of pages)
      await expect
        .poll(async () => (await http.get(b + page)).text())
        .toContain(renamed);
    await expect
      .poll(async () => (await http.get(`${b}/home`)).text())
      .toContain(sentence);
  } finally {
    await http.dispose();
  }
});

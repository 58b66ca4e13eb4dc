import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ownAddress } from "./support/editors";
import { mailPort, mailProjectDir } from "./support/servers";
import { expect, test } from "./support/test";

// The mail server (playwright.config.ts) runs in a folder of its own whose
// .env.local alone names its trusted proxy and DATA_DIR (scripts/e2e.mjs
// writes it); its command line names no host, and HOSTNAME is 0.0.0.0 as
// Docker sets it.
const base = `http://127.0.0.1:${mailPort}`;

/** A valid contact message from `client`, as the one trusted proxy would forward it. */
const send = (client: string) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": `6.6.6.6, ${client}`,
    },
    body: JSON.stringify({
      name: "Amal Haddad",
      email: "amal.settings@example.com",
      message: "A question about laurel soap for the settings test.",
    }),
  }).then((r) => r.status);

/** Whether anything accepts a connection at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.setTimeout(2000, () => done(false));
  });

test("settings only in the .env.local of the folder the server runs in are honoured: one trusted proxy, loopback only, DATA_DIR", async () => {
  expect(
    fs.existsSync(path.join(mailProjectDir, "data", "site.db")),
    "the database in the DATA_DIR of .env.local",
  ).toBe(true);

  // The address the proxy appended counts: five messages per client, then 429,
  // while another client behind the same proxy still has its own five.
  const client = ownAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push(await send(client));
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  expect(await send(ownAddress())).toBe(202);

  // Only this machine may connect: from any other address of it, nothing answers.
  expect(await accepts("127.0.0.1", mailPort)).toBe(true);
  const others = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === "IPv4");
  for (const other of others)
    expect(await accepts(other!.address, mailPort)).toBe(false);
});

import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

/** A valid contact message from `client`, as the one trusted proxy would forward it. */
const send = (base: string, client: string) =>
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
  test.setTimeout(150_000);
  // Never the repository's own folder: the other e2e servers run from there.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-e2e-env-"));
  const dataDir = path.join(project, "data");
  fs.writeFileSync(
    path.join(project, ".env.local"),
    `TRUSTED_PROXY_HOPS=1\nDATA_DIR=${dataDir}\n`,
  );
  const server = await spawnServer({
    cwd: project,
    // Neither set by the environment nor on the command line; HOSTNAME as
    // Docker sets it, which must not open the port to every interface.
    env: {
      TRUSTED_PROXY_HOPS: undefined,
      DATA_DIR: undefined,
      HOSTNAME: "0.0.0.0",
    },
    args: [],
  });
  try {
    expect(server.output()).toContain(
      "1 trusted proxy hop(s): X-Forwarded-For names the client (host 127.0.0.1, this machine only",
    );
    // The address the proxy appended counts: five messages per client, then 429,
    // while another client behind the same proxy still has its own five.
    const client = `10.91.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await send(server.base, client));
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await send(server.base, "10.92.0.8")).toBe(202);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(true);

    // Only this machine may connect: from any other address of it, nothing answers.
    expect(await accepts("127.0.0.1", server.port)).toBe(true);
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === "IPv4");
    for (const other of others)
      expect(await accepts(other!.address, server.port)).toBe(false);
  } finally {
    await server.stop();
    fs.rmSync(project, { recursive: true, force: true });
  }
});

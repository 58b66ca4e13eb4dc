import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";
import { coverageEnv } from "./servers";

const root = path.resolve(__dirname, "../..");

/**
 * The e2e build served by one more `scripts/server.mjs` on a free port, as
 * playwright.config.ts starts its servers: from the project folder, or from
 * `cwd` (whose .env files it then reads). `env` adds to the test's own
 * environment; an undefined value removes a variable.
 */
export async function spawnServer({
  cwd = root,
  env = {},
  args = ["-H", "127.0.0.1"],
}: {
  cwd?: string;
  env?: Record<string, string | undefined>;
  args?: string[];
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
    SITE_URL: base,
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    ...coverageEnv,
  };
  // A test process that loaded .env files itself would make the server skip them.
  delete merged.__NEXT_PROCESSED_ENV;
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  const server = spawn(
    process.execPath,
    [path.join(root, "scripts", "server.mjs"), "-p", String(port), ...args],
    { cwd, env: merged, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  server.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null)
      server.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server stopped:\n${stderr}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, port, stop, output: () => stdout };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

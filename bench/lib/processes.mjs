// Child processes of the bench (builds and servers): every one is tracked so
// that it is ended on success, on an error and on Ctrl-C.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const children = new Set();

/** Spawns in its own process group, so ending it ends whatever it started. */
function spawnTracked(command, args, { cwd, env, logFile }) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Ends every child still running. */
export async function stopAll(graceMs = 4000) {
  await stop([...children], graceMs);
}

/** Ends these children: SIGTERM, then SIGKILL after a grace period. */
export async function stop(some, graceMs = 4000) {
  const running = some.filter((child) => children.has(child));
  for (const child of running) signalGroup(child, "SIGTERM");
  const deadline = Date.now() + graceMs;
  const alive = () => running.some((child) => children.has(child));
  while (alive() && Date.now() < deadline) await sleep(100);
  // The whole group, right away: helpers the leader started may outlive it.
  for (const child of running) signalGroup(child, "SIGKILL");
}

/** Last resort when the process is exiting and cannot wait any more. */
export function killAllNow() {
  for (const child of [...children]) signalGroup(child, "SIGKILL");
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Runs `node <args>` to completion within timeoutMs; throws with the log's tail on failure. */
export function runToEnd(args, { cwd, env, logFile, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(process.execPath, args, { cwd, env, logFile });
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${args.slice(1).join(" ")} failed (${signal ?? `exit ${code}`}); log ${logFile}:\n${tail(logFile)}`,
          ),
        );
    });
  });
}

export { freePort } from "../../scripts/free-port.mjs";

/**
 * Starts a long-running process (`node <args>` unless another command is given)
 * and waits until `readyUrl` answers at all.
 */
export async function startServer(
  args,
  {
    command = process.execPath,
    cwd,
    env,
    logFile,
    readyUrl,
    timeoutMs = 60_000,
  },
) {
  const child = spawnTracked(command, args, { cwd, env, logFile });
  let exited = false;
  child.on("exit", () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`Server exited during start-up; log:\n${tail(logFile)}`);
    try {
      await fetch(readyUrl, {
        redirect: "manual",
        signal: AbortSignal.timeout(2000),
      });
      return child;
    } catch {
      await sleep(250);
    }
  }
  signalGroup(child, "SIGKILL");
  throw new Error(
    `Server not answering at ${readyUrl}; log:\n${tail(logFile)}`,
  );
}

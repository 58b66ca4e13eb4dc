import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { dataDir } from "@/lib/db/data-dir";
import { useTempDataDir } from "@/test/temp-data-dir";
import { outboxDirs, renameDurably, writeAtomically } from "./files";

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Records, in order, every open (with its flags) and rename the outbox makes. */
function watchDisk() {
  const steps: string[] = [];
  const { open: realOpen, rename: realRename } = fsp;
  const open = jest.spyOn(fsp, "open");
  const rename = jest.spyOn(fsp, "rename");
  open.mockImplementation(async (file, flags, ...rest) => {
    const handle = await realOpen(file, flags, ...rest);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      steps.push(`sync ${path.basename(String(file))}`);
      return sync();
    };
    return handle;
  });
  rename.mockImplementation(async (from, to) => {
    steps.push(`rename ${path.basename(String(to))}`);
    return realRename(from, to);
  });
  return {
    steps,
    restore: () => {
      open.mockRestore();
      rename.mockRestore();
    },
  };
}

describe("outbox files", () => {
  useTempDataDir();

  it("are private: folders 0700, files 0600", async () => {
    const { pending, outbox } = outboxDirs();
    await writeAtomically(path.join(pending, "m.json"), "{}");
    expect(mode(outbox)).toBe(0o700);
    expect(mode(pending)).toBe(0o700);
    expect(mode(path.join(pending, "m.json"))).toBe(0o600);
    await renameDurably(
      path.join(pending, "m.json"),
      path.join(outboxDirs().failed, "m.json"),
    );
    expect(mode(outboxDirs().failed)).toBe(0o700);
    expect(mode(path.join(outboxDirs().failed, "m.json"))).toBe(0o600);
  });

  it("flush the file before each rename and its folders after it", async () => {
    const { pending, failed } = outboxDirs();
    fs.rmSync(path.join(dataDir(), "outbox"), { recursive: true, force: true });
    const disk = watchDisk();
    try {
      await writeAtomically(path.join(pending, "a.eml"), "Subject: a\r\n");
      await renameDurably(
        path.join(pending, "a.eml"),
        path.join(failed, "a.eml"),
      );
    } finally {
      disk.restore();
    }
    const tempSync = disk.steps.findIndex((s) =>
      /^sync \.a\.eml\..*\.tmp$/.test(s),
    );
    expect(tempSync).toBeGreaterThanOrEqual(0);
    expect(disk.steps.slice(tempSync + 1)).toEqual([
      "rename a.eml",
      "sync pending",
      // failed/ is new: it is flushed into outbox/ before anything moves in.
      "sync outbox",
      "sync a.eml",
      "rename a.eml",
      "sync failed",
      "sync pending",
    ]);
    // New folders reach their parents before the first file lands in them.
    expect(disk.steps.slice(0, tempSync)).toEqual([
      "sync outbox",
      expect.stringMatching(/^sync halabi-unit-/),
    ]);
  });
});

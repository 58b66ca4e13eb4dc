import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
import { outboxDir } from "@/lib/mail";
import { writeAtomically } from "./data-dir";

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

  it("are private: folder 0700, files 0600", async () => {
    const file = path.join(outboxDir(), "m.eml");
    await writeAtomically(file, "Subject: m\r\n");
    expect(mode(outboxDir())).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(fs.readdirSync(outboxDir())).toEqual(["m.eml"]);
  });

  it("flush the file before its rename and the folder after it; a new folder reaches its parent first", async () => {
    fs.rmSync(outboxDir(), { recursive: true, force: true });
    const disk = watchDisk();
    try {
      await writeAtomically(path.join(outboxDir(), "a.eml"), "Subject: a\r\n");
      await writeAtomically(path.join(outboxDir(), "b.eml"), "Subject: b\r\n");
    } finally {
      disk.restore();
    }
    const syncs = disk.steps
      .map((s, i) => (/^sync \.[ab]\.eml\..*\.tmp$/.test(s) ? i : -1))
      .filter((i) => i >= 0);
    expect(syncs).toHaveLength(2);
    // outbox/ is new: it is flushed into DATA_DIR before anything lands in it.
    expect(disk.steps.slice(0, syncs[0])).toEqual([
      expect.stringMatching(/^sync halabi-unit-/),
    ]);
    expect(disk.steps.slice(syncs[0]! + 1, syncs[1])).toEqual([
      "rename a.eml",
      "sync outbox",
    ]);
    expect(disk.steps.slice(syncs[1]! + 1)).toEqual([
      "rename b.eml",
      "sync outbox",
    ]);
  });
});

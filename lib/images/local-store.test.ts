import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createLocalImageStore } from "./local-store";

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const NAME = "0123456789abcdef0123-640.webp";

describe("local image store", () => {
  const dataDir = useTempDataDir();
  const folder = () => path.join(dataDir(), "images");

  it("keeps photos private: folder 0700, files 0600", async () => {
    await createLocalImageStore().put(NAME, new Uint8Array([1, 2, 3]));
    expect(mode(folder())).toBe(0o700);
    expect(mode(path.join(folder(), NAME))).toBe(0o600);
  });

  it("writes a flushed temporary file, renames it, then flushes the folder", async () => {
    const steps: string[] = [];
    const realOpen = fsp.open;
    const realRename = fsp.rename;
    const open = jest.spyOn(fsp, "open").mockImplementation(async (...args) => {
      const handle = await realOpen(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        const name = path.basename(String(args[0]));
        steps.push(`sync ${name.startsWith(".") ? "temp" : name}`);
        return sync();
      };
      return handle;
    });
    const rename = jest
      .spyOn(fsp, "rename")
      .mockImplementation(async (from, to) => {
        steps.push(`rename to ${path.basename(String(to))}`);
        return realRename(from, to);
      });
    try {
      await createLocalImageStore().put(NAME, new Uint8Array([4, 5, 6]));
    } finally {
      open.mockRestore();
      rename.mockRestore();
    }
    expect(steps).toEqual(["sync temp", `rename to ${NAME}`, "sync images"]);
    expect(fs.readdirSync(folder())).toEqual([NAME]);
    expect([...fs.readFileSync(path.join(folder(), NAME))]).toEqual([4, 5, 6]);
  });

  it("lists only photo names, not leftovers of an interrupted write", async () => {
    fs.writeFileSync(path.join(folder(), `.${NAME}.123.abcd.tmp`), "partial");
    fs.writeFileSync(path.join(folder(), "notes.txt"), "hello");
    const keys = (await createLocalImageStore().list()).map((f) => f.key);
    expect(keys).toEqual([NAME]);
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { useTempDataDir } from "@/test/temp-data-dir";
import { readPageTexts, savePageTexts } from "./store";

const script = (name: string, args: string[], DATA_DIR: string) =>
  spawnSync(
    process.execPath,
    [path.join(__dirname, "..", "..", "scripts", name), ...args],
    { env: { ...process.env, DATA_DIR }, encoding: "utf8" },
  );

describe("page texts on disk", () => {
  const dir = useTempDataDir();

  it("travel with npm run backup and npm run restore, saves included", async () => {
    const { version } = await readPageTexts("home");
    await savePageTexts(
      "home",
      { "Home.title": "About the family" },
      { version, by: "nour@halabi-soap.example.com" },
    );
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-texts-"));
    try {
      const backup = path.join(temp, "backup");
      const fresh = path.join(temp, "restored");
      expect(script("backup.mjs", [backup], dir()).status).toBe(0);
      expect(script("restore.mjs", [backup], fresh).status).toBe(0);
      const conn = openDatabase(path.join(fresh, "site.db"));
      try {
        const restored = await readPageTexts(
          "home",
          createSqliteDocuments(() => conn),
        );
        expect(restored.texts.find((t) => t.key === "Home.title")?.value).toBe(
          "About the family",
        );
        expect(restored.saves).toMatchObject([
          { by: "nour@halabi-soap.example.com" },
        ]);
      } finally {
        conn.close();
      }
    } finally {
      fs.rmSync(temp, { recursive: true, force: true });
    }
  });
});

// The outbox folders, a message factory and quiet logs for the delivery tests.
import fs from "node:fs";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
import type { PendingRecord } from "./pending";
import type { Mail } from "./types";

let counter = 0;

/** A new contact message, numbered in the order the tests make them. */
function mail(): Mail {
  counter += 1;
  return {
    id: `msg-${counter}-${Date.now()}`,
    createdAt: new Date().toISOString(),
    fromName: "Halabi Soap House website",
    subject: `Website message ${counter}`,
    text: `Message number ${counter}\n`,
    replyTo: { name: "Amal", address: "amal@example.com" },
    fields: {
      name: "Amal",
      email: "amal@example.com",
      phone: "",
      message: `Message number ${counter}`,
    },
  };
}

/**
 * Call inside a describe: a fresh DATA_DIR per test with an empty outbox, console
 * errors and notices muted, and `mail()` making a new numbered message.
 */
export function useDeliveryFixture() {
  const dataDir = useTempDataDir();
  const route = { from: "website@halabi.example", to: "family@halabi.example" };
  const pendingDir = () => path.join(dataDir(), "outbox", "pending");
  const failedDir = () => path.join(dataDir(), "outbox", "failed");
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const readRecord = (file: string) =>
    JSON.parse(fs.readFileSync(file, "utf8")) as PendingRecord;

  beforeEach(() => {
    fs.rmSync(path.join(dataDir(), "outbox"), { recursive: true, force: true });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return { dataDir, route, pendingDir, failedDir, list, readRecord, mail };
}

import "server-only";
import path from "node:path";
import { dataDir, writeAtomically } from "@/lib/db/data-dir";
import { buildEml } from "./eml";
import type { MailRoute, MailTransport } from "./types";

/** DATA_DIR/outbox: the .eml copies of messages kept without an email service (created when first used). */
export function outboxDir(): string {
  return path.join(dataDir(), "outbox");
}

/**
 * The default transport: no email service. The message store keeps every
 * message; this writes a copy as an .eml file in DATA_DIR/outbox, which any
 * mail client opens. Nothing leaves the machine.
 */
export function outboxTransport(route: MailRoute): MailTransport {
  return {
    name: "outbox",
    async send(mail) {
      // 20260121T101530Z-<id>.eml: the files sort in the order messages arrived.
      const time = mail.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      const file = path.join(outboxDir(), `${time}-${mail.id}.eml`);
      await writeAtomically(file, await buildEml(mail, route));
    },
  };
}

import "server-only";
import path from "node:path";
import { buildEml } from "./eml";
import { outboxDir, timestampForFile, writeAtomically } from "./files";
import type { Mail, MailRoute, MailTransport } from "./types";

/** The .eml file name of a message in the outbox. */
function outboxFileName(mail: Mail): string {
  return `${timestampForFile(mail.createdAt)}-${mail.id}.eml`;
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
      const file = path.join(outboxDir(), outboxFileName(mail));
      await writeAtomically(file, await buildEml(mail, route));
    },
  };
}

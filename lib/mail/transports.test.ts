import fs from "node:fs";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
import {
  emailjsTransport,
  mailRoute,
  transportFromEnv,
  outboxTransport,
  smtpTransport,
  type Mail,
} from "./index";
import {
  bodyOf,
  decodeWords,
  header,
  headersOf,
  startEmailJsServer,
  startSmtpServer,
} from "@/test/mail/peers";

describe("mail transports", () => {
  const dataDir = useTempDataDir();
  const route = { from: "website@halabi.example", to: "family@halabi.example" };

  const mail = (patch: Partial<Mail> = {}): Mail => ({
    id: `m-${Math.random().toString(36).slice(2)}`,
    createdAt: "2026-03-01T09:30:00.000Z",
    fromName: "Halabi Soap House website",
    subject: "Website message from Amal Haddad",
    text: "Name: Amal Haddad\nMessage:\nDo you ship to Lyon?\n",
    replyTo: { name: "Amal Haddad", address: "amal@example.com" },
    fields: {
      name: "Amal Haddad",
      email: "amal@example.com",
      phone: "+33 4 00 00 00 00",
      message: "Do you ship to Lyon?",
    },
    ...patch,
  });

  describe("smtp transport, against a real SMTP server", () => {
    it("delivers the message from MAIL_FROM to MAIL_TO, replying to the visitor", async () => {
      const peer = await startSmtpServer();
      try {
        const transport = smtpTransport({
          url: `smtp://127.0.0.1:${peer.port}`,
          ...route,
        });
        await transport.send(
          mail({
            subject: "Website message from أمل حداد",
            replyTo: { name: "أمل حداد", address: "amal@example.com" },
            text: "Message:\nصابون الغار — merci !\n",
          }),
        );
        expect(peer.received).toHaveLength(1);
        const { from, to, raw } = peer.received[0]!;
        expect(from).toBe(route.from);
        expect(to).toEqual([route.to]);
        expect(decodeWords(header(raw, "from")!)).toBe(
          "Halabi Soap House website <website@halabi.example>",
        );
        expect(header(raw, "to")).toBe(route.to);
        expect(decodeWords(header(raw, "reply-to")!)).toBe(
          "أمل حداد <amal@example.com>",
        );
        expect(decodeWords(header(raw, "subject")!)).toBe(
          "Website message from أمل حداد",
        );
        expect(header(raw, "message-id")).toMatch(/^<m-.+@halabi\.example>$/);
        expect(header(raw, "date")).toBe("Sun, 01 Mar 2026 09:30:00 +0000");
        expect(bodyOf(raw)).toContain("صابون الغار — merci !");
      } finally {
        await peer.close();
      }
    });

    it("lets no CR/LF in any field add a header or a recipient", async () => {
      const peer = await startSmtpServer();
      try {
        const evil = "x\r\nBcc: victim@evil.example\r\nX-Injected: yes";
        await smtpTransport({
          url: `smtp://127.0.0.1:${peer.port}`,
          ...route,
        }).send(
          mail({
            fromName: `Site${evil}`,
            subject: `Website message from Amal${evil}`,
            replyTo: {
              name: `Amal${evil}`,
              address: `amal@example.com${evil}`,
            },
            fields: {
              name: `Amal${evil}`,
              email: `amal@example.com${evil}`,
              phone: `123456${evil}`,
              message: "hello",
            },
          }),
        );
        const { to, raw } = peer.received[0]!;
        expect(to).toEqual([route.to]);
        const names = headersOf(raw).map(([name]) => name);
        expect(names).not.toContain("bcc");
        expect(names).not.toContain("x-injected");
        expect(names.filter((n) => n === "to")).toHaveLength(1);
        expect(header(raw, "to")).toBe(route.to);
        expect(header(raw, "subject")).toBe(
          "Website message from Amalx Bcc: victim@evil.example X-Injected: yes",
        );
      } finally {
        await peer.close();
      }
    });
  });

  describe("emailjs transport, against a local stand-in of the REST API", () => {
    it("posts the multipart form with the identifiers and the message fields", async () => {
      const peer = await startEmailJsServer();
      try {
        await emailjsTransport({
          apiUrl: peer.url + "/",
          serviceId: "service_halabi",
          templateId: "template_contact",
          publicKey: "public-key-123",
          privateKey: "private-key-456",
        }).send(mail());
        expect(peer.calls).toHaveLength(1);
        const { path: calledPath, contentType, form } = peer.calls[0]!;
        expect(calledPath).toBe("/api/v1.0/email/send-form");
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(Object.fromEntries(form.entries())).toEqual({
          service_id: "service_halabi",
          template_id: "template_contact",
          user_id: "public-key-123",
          accessToken: "private-key-456",
          name: "Amal Haddad",
          email: "amal@example.com",
          phone: "+33 4 00 00 00 00",
          message: "Do you ship to Lyon?",
        });
      } finally {
        await peer.close();
      }
    });

    it("fails with EmailJS's status and text when it refuses", async () => {
      const peer = await startEmailJsServer([400]);
      try {
        const transport = emailjsTransport({
          apiUrl: peer.url,
          serviceId: "s",
          templateId: "wrong",
          publicKey: "p",
        });
        await expect(transport.send(mail())).rejects.toThrow(
          /EmailJS answered 400: The template ID is invalid/,
        );
        expect(peer.calls[0]!.form.has("accessToken")).toBe(false);
      } finally {
        await peer.close();
      }
    });
  });

  describe("outbox transport", () => {
    it("writes each message as a complete .eml file under DATA_DIR/outbox", async () => {
      const message = mail();
      await outboxTransport(route).send(message);
      const dir = path.join(dataDir(), "outbox");
      const files = fs.readdirSync(dir);
      const name = `20260301T093000Z-${message.id}.eml`;
      expect(files).toContain(name);
      expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
      const raw = fs.readFileSync(path.join(dir, name), "utf8");
      expect(raw).toMatch(/\r\n\r\n/);
      expect(header(raw, "reply-to")).toBe("Amal Haddad <amal@example.com>");
      expect(header(raw, "to")).toBe(route.to);
      expect(header(raw, "mime-version")).toBe("1.0");
      expect(bodyOf(raw)).toContain("Do you ship to Lyon?");
    });
  });

  it("uses the outbox by default, addressed within the site's own host", () => {
    expect(transportFromEnv().name).toBe("outbox");
    expect(mailRoute()).toEqual({
      from: "website@localhost",
      to: "family@localhost",
    });
  });
});

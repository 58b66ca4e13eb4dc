import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** Real peers for the transport tests: an SMTP server and an EmailJS stand-in. */

type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 (`port` 0: any free one) that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  const address = (
    server as unknown as { server: http.Server }
  ).server.address();
  return {
    port: (address as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the system, then released). */
export async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type EmailJsCall = { path: string; contentType: string; form: FormData };

/**
 * A local server answering as the EmailJS REST API does: the multipart
 * form on POST /api/v1.0/email/send-form, 200 "OK" on success, a 4xx text
 * otherwise. `answers` lists the status of each successive call (then 200).
 */
export async function startEmailJsServer(answers: number[] = []) {
  const calls: EmailJsCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const contentType = req.headers["content-type"] ?? "";
      const form = await new Request("http://peer" + req.url, {
        method: "POST",
        headers: { "content-type": contentType },
        body: Buffer.concat(chunks),
      })
        .formData()
        .catch(() => new FormData());
      calls.push({ path: req.url ?? "", contentType, form });
      const status =
        req.method === "POST" && req.url === "/api/v1.0/email/send-form"
          ? (answers.shift() ?? 200)
          : 404;
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(
        status === 200
          ? "OK"
          : status === 400
            ? "The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates"
            : "Internal error",
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, unfolded, as [lower-case name, value] pairs. */
export function headersOf(raw: string): [string, string][] {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return head.split(/\r?\n/).map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}

export function header(raw: string, name: string): string | undefined {
  return headersOf(raw).find(([n]) => n === name.toLowerCase())?.[1];
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?utf-8\?([qb])\?([^?]*)\?=/gi,
      (_, enc: string, text: string) =>
        enc.toLowerCase() === "b"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9a-f]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              "latin1",
            ).toString("utf8"),
    );
}

/** The body of a raw message, quoted-printable decoded when it says so. */
export function bodyOf(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  if (!/quoted-printable/i.test(header(raw, "content-transfer-encoding") ?? ""))
    return body.replace(/\r\n/g, "\n");
  return Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) =>
        String.fromCharCode(parseInt(h, 16)),
      ),
    "latin1",
  )
    .toString("utf8")
    .replace(/\r\n/g, "\n");
}

import type { StoredMessage } from "@/lib/inbox/types";
import { bodyOf, startSmtpServer } from "@/test/mail/peers";
import { sessionCookie } from "@/test/session-cookie";
import { list, useSmtpService } from "@/test/api/messages";
import { useTempDataDir } from "@/test/temp-data-dir";
import { good, post, postJson, useOutbox } from "@/test/api/contact";
import { POST } from "./route";

const order = [
  { name: "Aleppo soap, 40% laurel oil", amount: 2 },
  { name: "Olive oil (% of oils)", amount: 1.5 },
];

const block = [
  "Order list:",
  "- Aleppo soap, 40% laurel oil: 2",
  "- Olive oil (% of oils): 1.5",
].join("\n");

async function storedFor(email: string): Promise<StoredMessage[]> {
  const editor = await sessionCookie({ sub: "l-ed", email: "ed@example.com" });
  const res = await list(editor);
  expect(res.status).toBe(200);
  return ((await res.json()) as StoredMessage[]).filter(
    (m) => m.email === email,
  );
}

const formPost = (fields: [string, string][]) =>
  post(new URLSearchParams(fields).toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });

describe("POST /api/contact with an order list", () => {
  const { emlContaining } = useOutbox();

  it("stores the list on the message, shows it to editors and writes it into the mail", async () => {
    const email = "enquiry.json@example.com";
    const res = await POST(postJson({ ...good, email, list: order }));
    expect(res.status).toBe(202);
    const [message] = await storedFor(email);
    expect(message).toMatchObject({ message: good.message, list: order });
    const [raw, ...others] = emlContaining(email);
    expect(others).toEqual([]);
    expect(bodyOf(raw!)).toContain(`${good.message}\n\n${block}\n`);
  });

  it("keeps a message without a list as before: no list on it, none in the mail", async () => {
    const email = "no.list@example.com";
    for (const value of [undefined, null, []])
      expect(
        (await POST(postJson({ ...good, email, list: value }))).status,
      ).toBe(202);
    const messages = await storedFor(email);
    expect(messages).toHaveLength(3);
    for (const m of messages) expect(m).not.toHaveProperty("list");
    expect(emlContaining(email).some((raw) => raw.includes("Order list"))).toBe(
      false,
    );
  });

  it("stores the rows of a plain form post, empty rows left out", async () => {
    const email = "enquiry.form@example.com";
    const res = await POST(
      formPost([
        ...Object.entries({ ...good, email }),
        ["listName", "Aleppo soap, 40% laurel oil"],
        ["listAmount", "2"],
        ["listName", ""],
        ["listAmount", ""],
        ["listName", "Olive oil (% of oils)"],
        ["listAmount", "1,5"],
      ]),
    );
    expect(res.status).toBe(303);
    const [message] = await storedFor(email);
    expect(message!.list).toEqual(order);
    expect(bodyOf(emlContaining(email)[0]!)).toContain(block);
  });

  it.each([
    ["not a list", "2 bars of soap"],
    [
      "51 items",
      Array.from({ length: 51 }, () => ({ name: "Soap", amount: 1 })),
    ],
    ["a name too long", [{ name: "n".repeat(101), amount: 1 }]],
    ["an empty name", [{ name: "  ", amount: 1 }]],
    ["an amount of 0", [{ name: "Soap", amount: 0 }]],
    ["a negative amount", [{ name: "Soap", amount: -1 }]],
    ["an amount as text", [{ name: "Soap", amount: "x" }]],
    ["an item that is not an object", ["Soap"]],
    ["one item instead of a list", { name: "Soap", amount: 1 }],
    ["an item without its amount", [{ name: "Soap" }]],
  ])("refuses %s with 400 naming list, storing nothing", async (_, value) => {
    const email = "bad.list@example.com";
    const res = await POST(postJson({ ...good, email, list: value }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: string;
      fields: Record<string, string>;
    };
    expect(Object.keys(body.fields)).toEqual(["list"]);
    expect(body.fields.list).toMatch(/^(Please|An enquiry|The order list)/);
    expect(emlContaining(email)).toEqual([]);
  });

  it("answers a form post with a bad row with the form's error page", async () => {
    const email = "bad.row@example.com";
    const res = await POST(
      formPost([
        ...Object.entries({ ...good, email }),
        ["listName", "Soap"],
        ["listAmount", "two"],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Some fields are missing or not valid.");
    expect(emlContaining(email)).toEqual([]);
  });
});

describe("POST /api/contact with an order list and an email service", () => {
  useTempDataDir();
  const port = useSmtpService();

  it("sends the list in the mail", async () => {
    const peer = await startSmtpServer(port());
    try {
      const email = "enquiry.smtp@example.com";
      expect(
        (await POST(postJson({ ...good, email, list: order }))).status,
      ).toBe(202);
      expect(peer.received).toHaveLength(1);
      expect(bodyOf(peer.received[0]!.raw)).toContain(block);
      const [message] = await storedFor(email);
      expect(message).toMatchObject({
        list: order,
        delivery: { state: "delivered", attempts: 1 },
      });
    } finally {
      await peer.close();
    }
  });
});

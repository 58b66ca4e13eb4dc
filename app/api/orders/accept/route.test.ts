import { orderStore } from "@/lib/orders";
import {
  anEnquiry,
  customer,
  editorRequests,
  outboxWith,
  stockOf,
  tokenOf,
  withSoaps,
} from "@/test/api/orders";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("the customer's I accept (no card payments)", () => {
  useTempDataDir();
  let cookie = "";
  const editor = editorRequests(() => cookie);
  beforeAll(async () => {
    cookie = await sessionCookie({ sub: "accept-ed" });
    await withSoaps([{ id: "laurel-40", name: "Laurel 40%", stock: 20 }]);
  });

  async function anOrder() {
    const enquiry = await anEnquiry();
    const body = await (
      await editor.create({
        messageId: enquiry.id,
        lines: [
          {
            productId: "laurel-40",
            name: "Laurel 40%",
            quantity: 3,
            unitPrice: "10",
          },
        ],
      })
    ).json();
    return {
      id: body.order.id as string,
      token: tokenOf(body.link),
      name: enquiry.name,
    };
  }

  it("as a form post: 303 back to the order page, which says so; the family is told; stock goes down once", async () => {
    const { id, token, name } = await anOrder();
    const stock = (await stockOf("laurel-40"))!;
    const res = await customer("accept", { token });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `/orders/${token}?notice=accepted`,
    );
    expect((await orderStore().get(id))!.state).toBe("accepted");
    expect(outboxWith(`${name} accepted order ${id}`)).toHaveLength(1);
    expect(await stockOf("laurel-40")).toBe(stock - 3);
    // Pressed again (a second tab, the back button): nothing more happens.
    const again = await customer("accept", { token });
    expect(again.headers.get("location")).toBe(
      `/orders/${token}?notice=accepted`,
    );
    expect(await stockOf("laurel-40")).toBe(stock - 3);
    expect(outboxWith(`${name} accepted order ${id}`)).toHaveLength(1);
  });

  it("as JSON from a script: 200 with the state", async () => {
    const { token } = await anOrder();
    const res = await customer("accept", { token }, { as: "json" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: "accepted" });
  });

  it("a cancelled order cannot be accepted: the page shows how it stands (JSON: 409 naming the state)", async () => {
    const { id, token } = await anOrder();
    await editor.change(id, { from: "sent", to: "cancelled" });
    const form = await customer("accept", { token });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(
      `/orders/${token}?notice=changed`,
    );
    const json = await customer("accept", { token }, { as: "json" });
    expect(json.status).toBe(409);
    expect(await json.json()).toMatchObject({ state: "cancelled" });
    expect((await orderStore().get(id))!.state).toBe("cancelled");
  });

  it("a link that opens no order is 404: a small page for a form, JSON for a script", async () => {
    const unknown = "A".repeat(43);
    const form = await customer("accept", { token: unknown });
    expect(form.status).toBe(404);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await form.text()).toContain(
      "This order link does not open any order",
    );
    for (const token of [unknown, "short", "", "../../x"]) {
      const json = await customer("accept", { token }, { as: "json" });
      expect(json.status).toBe(404);
      expect(typeof (await json.json()).error).toBe("string");
    }
  });

  it("refuses a cross-site post (403), another content type (415) and a large body (413), changing nothing", async () => {
    const { id, token } = await anOrder();
    expect(
      (
        await customer(
          "accept",
          { token },
          { headers: { "sec-fetch-site": "cross-site" } },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await customer(
          "accept",
          { token },
          { headers: { "content-type": "text/plain" } },
        )
      ).status,
    ).toBe(415);
    expect(
      (await customer("accept", { token, pad: "x".repeat(4000) })).status,
    ).toBe(413);
    expect((await orderStore().get(id))!.state).toBe("sent");
  });

  it("counts attempts per order's link (10 in 10 minutes) and per address (20), never given back", async () => {
    const { token } = await anOrder();
    for (let i = 0; i < 10; i++) {
      const res = await customer("accept", { token });
      expect(res.status).toBe(303);
    }
    const form = await customer("accept", { token });
    expect(form.headers.get("location")).toBe(
      `/orders/${token}?notice=tooMany`,
    );
    const json = await customer("accept", { token }, { as: "json" });
    expect(json.status).toBe(429);
    expect(Number(json.headers.get("retry-after"))).toBeGreaterThan(0);

    // One address guessing links: 20, then refused before any lookup.
    const from = "198.51.100.77";
    for (let i = 0; i < 20; i++)
      expect(
        (
          await customer(
            "accept",
            { token: `${i}`.padStart(43, "B") },
            { as: "json", from },
          )
        ).status,
      ).toBe(404);
    expect(
      (
        await customer(
          "accept",
          { token: "C".repeat(43) },
          { as: "json", from },
        )
      ).status,
    ).toBe(429);
  });

  describe("with card payments set up", () => {
    withEnv(() => ({
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
    }));

    it("says to pay by card instead, and accepts nothing", async () => {
      const { id, token } = await anOrder();
      const form = await customer("accept", { token });
      expect(form.headers.get("location")).toBe(
        `/orders/${token}?notice=byCard`,
      );
      expect((await orderStore().get(id))!.state).toBe("sent");
    });
  });
});

import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createOrderStore } from "@/lib/orders/store";
import { createCatalogStore } from "@/lib/products/store";
import {
  anEnquiry,
  customer,
  deliver,
  editorRequests,
  tokenOf,
  withSoaps,
} from "@/test/api/orders";
import { sessionCookie } from "@/test/session-cookie";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { withStripeStandIn } from "@/test/with-env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const SECRET = "whsec_twoinstances";

// Two instances share only the Realtime Database: the routes here run as one (the server's own
// documents, DATA_BACKEND=firebase), a second set of documents on the same database is the other.
describe("two instances on one Realtime Database", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();
  const stripe = withStripeStandIn(SECRET);
  withEnv(() => database.env());

  it("a webhook handled by one shows the order paid, and its stock down, on the other", async () => {
    const cookie = await sessionCookie({ sub: "two-ed" });
    await withSoaps([{ id: "laurel-40", name: "Laurel 40%", stock: 7 }]);
    const other = createFirebaseDocuments(database.options());
    const otherOrders = createOrderStore(other);

    const enquiry = await anEnquiry();
    const made = await (
      await editorRequests(() => cookie).create({
        messageId: enquiry.id,
        lines: [
          {
            productId: "laurel-40",
            name: "Laurel 40%",
            quantity: 3,
            unitPrice: "11",
          },
        ],
      })
    ).json();
    const token = tokenOf(made.link);
    // The customer's link opens the order on the other instance too.
    expect((await otherOrders.byToken(token))!.state).toBe("sent");

    const url = (await customer("pay", { token })).headers.get("location")!;
    const event = stripe().complete(new URL(url).pathname.split("/").pop()!);
    expect((await deliver(event, SECRET)).status).toBe(200);

    expect(await otherOrders.byToken(token)).toMatchObject({
      id: made.order.id,
      state: "paid",
      payment: { by: "card" },
    });
    const { products } = await createCatalogStore(other).list();
    expect(products.find((p) => p.id === "laurel-40")!.stock).toBe(4);
    // Stripe's retry reaching the other instance finds the event handled.
    expect(await otherOrders.events.get(event.id)).toMatchObject({
      outcome: "paid",
    });
  });
});

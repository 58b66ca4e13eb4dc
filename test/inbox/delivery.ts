// A message store, a message factory and quiet logs for the delivery tests.
import { useTempDataDir } from "@/test/temp-data-dir";
import type { MailTransport } from "@/lib/mail";
import type { Courier } from "@/lib/inbox/delivery";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { createMessageStore, type MessageStore } from "@/lib/inbox/store";
import type { MessageContent } from "@/lib/inbox/types";

let counter = 0;

/** What a new visitor sends, numbered in the order the tests make them. */
function content(): MessageContent {
  counter += 1;
  return {
    name: "Amal",
    email: "amal@example.com",
    phone: "",
    message: `Message number ${counter}`,
  };
}

/**
 * Call inside a describe: a fresh DATA_DIR with an empty message store per
 * test, console errors and notices muted, `content()` making a new message and
 * `courier(transport)` pairing the store with a transport.
 */
export function useDeliveryFixture() {
  const dataDir = useTempDataDir();
  const route = { from: "website@halabi.example", to: "family@halabi.example" };
  // Stateless: it opens the database of the DATA_DIR in force when used.
  const store: MessageStore = createMessageStore(createSqliteDocuments());
  const courier = (transport: MailTransport): Courier => ({
    store,
    transport,
  });

  beforeEach(async () => {
    await store.purgeReceivedBefore(new Date("9999-01-01T00:00:00Z"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return { dataDir, route, store: () => store, courier, content };
}

import { createTranslator } from "use-intl/core";
import messages from "@/messages/en.json";
import { clientT } from "./client-messages";
import { fallbackForMissing, reportMissing } from "./fallback";
import { withKeyRules } from "./translate";

// The same configuration lib/i18n/request.ts gives next-intl on the server.
function serverT(namespace: string) {
  const t = createTranslator({
    locale: "en",
    messages,
    namespace: namespace as never,
    getMessageFallback: fallbackForMissing,
    onError: reportMissing,
  });
  return withKeyRules(t as never);
}

describe("server translations", () => {
  beforeEach(() =>
    jest.spyOn(console, "warn").mockImplementation(() => undefined),
  );
  afterEach(() => jest.restoreAllMocks());

  it("renders a message from messages/en.json", () => {
    expect(serverT("UnderConstruction")("title")).toBe(
      "This Page is under Constuction",
    );
  });

  it("fills placeholders", () => {
    expect(serverT("Footer")("copyright", { year: 2030 })).toContain(
      "1832–2030",
    );
  });

  it("renders the key itself for a missing message", () => {
    expect(serverT("Home")("noSuchKey")).toBe("Home.noSuchKey");
  });

  it('throws Parameter "key" required for an empty key', () => {
    expect(() => serverT("Home")("")).toThrow('Parameter "key" required');
  });
});

describe("client island translations", () => {
  const t = clientT({ hello: "Hello {name}", plain: "Plain" }, "Greeting");

  it("renders a handed-down string and fills placeholders", () => {
    expect(t("plain")).toBe("Plain");
    expect(t("hello", { name: "Amal" })).toBe("Hello Amal");
  });

  it("renders the key itself for a missing string", () => {
    expect(t("missing")).toBe("Greeting.missing");
  });

  it('throws Parameter "key" required for an empty key', () => {
    expect(() => t("")).toThrow('Parameter "key" required');
  });
});

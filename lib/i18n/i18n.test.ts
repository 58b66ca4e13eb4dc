import { createTranslator } from "use-intl/core";
import messages from "@/messages/en.json";
import { clientT } from "./client-messages";
import { i18nConfig } from "./config";
import { formatMessage } from "./format";
import { textOf } from "./text";

describe("messages outside a render (textOf)", () => {
  beforeEach(() =>
    jest.spyOn(console, "warn").mockImplementation(() => undefined),
  );
  afterEach(() => jest.restoreAllMocks());

  it("renders a message from messages/en.json and fills its arguments", () => {
    expect(textOf("UnderConstruction")("title")).toBe(
      "This Page is under Constuction",
    );
    expect(textOf("Footer")("copyright", { year: 2030 })).toContain(
      "1832–2030",
    );
  });

  it("renders the key's full path for a missing message", () => {
    // A key the compiler would refuse, as a stale message file could still cause.
    const t = textOf("Home") as unknown as (key: string) => string;
    expect(t("noSuchKey")).toBe("Home.noSuchKey");
  });

  it('throws Parameter "key" required for an empty key', () => {
    const t = textOf("Home") as unknown as (key: string) => string;
    expect(() => t("")).toThrow('Parameter "key" required');
  });
});

describe("client island strings (clientT)", () => {
  const t = clientT({ hello: "Hello {name}", plain: "Plain" }, "Greeting");
  const loose = t as unknown as (key: string) => string;

  it("renders a handed-down string and fills its arguments", () => {
    expect(t("plain")).toBe("Plain");
    expect(t("hello", { name: "Amal" })).toBe("Hello Amal");
  });

  it("renders the key's full path for a missing string, and refuses an empty key", () => {
    expect(loose("missing")).toBe("Greeting.missing");
    expect(() => loose("")).toThrow('Parameter "key" required');
  });

  it("keeps ICU plurals: 1 like, 2 likes", () => {
    const likes = clientT({ like: messages.Products.like });
    expect(likes("like", { name: "Laurel 5%", count: 1 })).toBe(
      "Like Laurel 5%, 1 like",
    );
    expect(likes("like", { name: "Laurel 5%", count: 2 })).toBe(
      "Like Laurel 5%, 2 likes",
    );
  });
});

/** Every message with an argument, as `[path, text]`. */
function withArguments(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? value.includes("{")
        ? [[`${prefix}${key}`, value] as [string, string]]
        : []
      : withArguments(value as object, `${prefix}${key}.`),
  );
}

describe("formatMessage, the islands' ICU subset", () => {
  const server = createTranslator({ ...i18nConfig }) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  const samples = [0, 1, 2, 5, 1234];

  it.each(withArguments(messages))(
    "formats %s exactly as next-intl does",
    (path, text) => {
      const names = [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
      for (const n of samples) {
        const values = Object.fromEntries(
          names.map((name) => [name, name === "name" ? "Savon d'Alep" : n]),
        );
        expect(formatMessage(text, values)).toBe(server(path, values));
      }
    },
  );

  it("leaves an argument it was not given in place", () => {
    expect(formatMessage("({count})", {})).toBe("({count})");
  });
});

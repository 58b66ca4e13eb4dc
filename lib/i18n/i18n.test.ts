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

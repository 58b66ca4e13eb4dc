import { onCatalogCommand, requestCatalogCommand } from "./catalog-commands";

describe("catalogue commands", () => {
  it("delivers a command to the listening editor", () => {
    const seen: string[] = [];
    const stop = onCatalogCommand((c) => seen.push(c));
    requestCatalogCommand("save");
    requestCatalogCommand("fetch");
    stop();
    requestCatalogCommand("save");
    expect(seen).toEqual(["save", "fetch"]);
    // The last one waited for the next editor.
    const later: string[] = [];
    onCatalogCommand((c) => later.push(c))();
    expect(later).toEqual(["save"]);
  });
});

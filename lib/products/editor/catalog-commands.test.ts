import { commandOf, commandUrl } from "./catalog-commands";

describe("Manage menu commands", () => {
  it("travel as a parameter of the editor's address", () => {
    expect(commandUrl("save")).toBe("/addProducts?command=save");
    const sent = new URL(commandUrl("fetch"), "http://site.invalid");
    expect(commandOf(sent.searchParams.get("command"))).toBe("fetch");
  });

  it("are only fetch and save", () => {
    for (const value of [null, "", "delete", "SAVE", "save "])
      expect(commandOf(value)).toBeNull();
  });
});

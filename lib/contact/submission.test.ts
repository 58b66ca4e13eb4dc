import { listFromForm, readSubmission } from "./submission";

const formOf = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

describe("the order list of a plain form post", () => {
  it("pairs the n-th listName with the n-th listAmount, reading amounts as the list page does", () => {
    const form = formOf([
      ["listName", "Aleppo soap, 40% laurel oil"],
      ["listAmount", "2"],
      ["listName", "Olive oil"],
      ["listAmount", "1,5"],
      ["listName", "Water"],
      ["listAmount", "1 000"],
    ]);
    expect(listFromForm(form)).toEqual([
      { name: "Aleppo soap, 40% laurel oil", amount: 2 },
      { name: "Olive oil", amount: 1.5 },
      { name: "Water", amount: 1000 },
    ]);
  });

  it("leaves out empty rows, and is no list when every row is empty", () => {
    const rows = (...values: string[]) =>
      formOf(
        values.flatMap((v, i): [string, string][] => [
          [i % 2 === 0 ? "listName" : "listAmount", v],
        ]),
      );
    expect(listFromForm(rows("", "", " ", " ", "", ""))).toBeUndefined();
    expect(listFromForm(new FormData())).toBeUndefined();
    expect(listFromForm(rows("", "", "Soap", "3", "", ""))).toEqual([
      { name: "Soap", amount: 3 },
    ]);
  });

  it("keeps a half-filled row for the schema to refuse", () => {
    const list = listFromForm(
      formOf([
        ["listName", "Soap"],
        ["listAmount", ""],
        ["listName", ""],
        ["listAmount", "2"],
        ["listName", "Dish"],
        ["listAmount", "two"],
        ["listName", "Towel"],
      ]),
    ) as { name: string; amount: number }[];
    expect(list.map((row) => row.name)).toEqual(["Soap", "", "Dish", "Towel"]);
    expect(list[0]!.amount).toBeNaN();
    expect(list[1]!.amount).toBe(2);
    expect(list[2]!.amount).toBeNaN();
    expect(list[3]!.amount).toBeNaN();
  });
});

describe("reading a submission", () => {
  const request = (body: BodyInit, type?: string) =>
    new Request("http://localhost:3000/api/contact", {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
    });

  it("gives a urlencoded post's rows as `list`, and its own fields once each", async () => {
    const body = new URLSearchParams([
      ["name", "Amal"],
      ["name", "Second"],
      ["listName", "Soap"],
      ["listAmount", "0,5"],
      ["list", "ignored"],
    ]);
    const read = await readSubmission(
      request(body.toString(), "application/x-www-form-urlencoded"),
      "form",
      16_384,
    );
    expect(read).toEqual({
      name: "Amal",
      list: [{ name: "Soap", amount: 0.5 }],
    });
  });

  it("reads a multipart post's rows too, and no list without rows", async () => {
    const withRows = request(
      formOf([
        ["name", "Amal"],
        ["listName", "Soap"],
        ["listAmount", "2"],
      ]),
    );
    const type = withRows.headers.get("content-type")!;
    const read = await readSubmission(withRows, "form", 16_384);
    expect(type).toMatch(/^multipart\/form-data/);
    expect(read).toEqual({
      name: "Amal",
      list: [{ name: "Soap", amount: 2 }],
    });
    const none = await readSubmission(
      request(formOf([["name", "Amal"]])),
      "form",
      16_384,
    );
    expect(none.list).toBeUndefined();
  });

  it("passes a JSON body's list on as it came", async () => {
    const list = [{ name: "Soap", amount: 2 }];
    const read = await readSubmission(
      request(JSON.stringify({ name: "Amal", list }), "application/json"),
      "json",
      16_384,
    );
    expect(read).toEqual({ name: "Amal", list });
  });
});

import { allowFor } from "./methods.cjs";

describe("the methods a 405 names", () => {
  it("asks again after a lookup that failed, and remembers one that answered", async () => {
    const answers = [
      () => Promise.reject(new Error("timed out")),
      () => Promise.resolve("OPTIONS, POST"),
      () => Promise.resolve("never asked"),
    ];
    const askOptions = jest.fn(() => answers.shift()!());
    const path = "/api/methods-test-retry";

    expect(await allowFor(path, askOptions)).toBe("OPTIONS");
    expect(await allowFor(path, askOptions)).toBe("OPTIONS, POST");
    expect(await allowFor(path, askOptions)).toBe("OPTIONS, POST");
    expect(askOptions).toHaveBeenCalledTimes(2);
  });

  it("names GET and HEAD for pages and files without asking", async () => {
    const askOptions = jest.fn(() => Promise.resolve("unused"));
    expect(await allowFor("/home", askOptions)).toBe("GET, HEAD");
    expect(askOptions).not.toHaveBeenCalled();
  });
});

// A test that hands the code another store (the Realtime Database stand-in, a failing one)
// calls jest.mock("@/lib/documents"): documents() calls the real one until the test says
// otherwise.
const actual =
  jest.requireActual<typeof import("@/lib/documents")>("@/lib/documents");

export * from "../types";
export const documents = jest.fn(actual.documents);

// Placeholder until the Realtime Database adapter lands (being written now).
import type { AccountStore } from "./types";

export function createFirebaseAccountStore(): AccountStore {
  throw new Error("The Realtime Database account store is not written yet");
}

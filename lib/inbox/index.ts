import "server-only";
import { documents } from "@/lib/documents";
import { createMessageStore, type MessageStore } from "./store";

/**
 * Messages live on the documents, with the catalogue: in the embedded
 * database, or in the Realtime Database when DATA_BACKEND=firebase, so they
 * outlive an instance without a lasting disk and every instance sees the same ones.
 */
export const messageStore = (): MessageStore => createMessageStore(documents());

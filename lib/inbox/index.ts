import "server-only";
import { documents } from "@/lib/documents";
import { createMessageStore, type MessageStore } from "./store";

// On the documents, so messages outlive an instance without a lasting disk and every instance sees them.
export const messageStore = (): MessageStore => createMessageStore(documents());

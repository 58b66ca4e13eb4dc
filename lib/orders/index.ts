import "server-only";
import { documents } from "@/lib/documents";
import { createOrderStore, type OrderStore } from "./store";

// On the documents, so every instance sees the same orders (a webhook on one shows paid on all).
export const orderStore = (): OrderStore => createOrderStore(documents());

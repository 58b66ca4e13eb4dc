import {
  createTranslator,
  type Messages,
  type MessageKeys,
  type NamespaceKeys,
  type NestedKeyOf,
  type NestedValueOf,
} from "next-intl";
import { i18nConfig } from "./config";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Outside a render (route handlers, mail, errors), with the pages' next-intl configuration. */
export function textOf<N extends Namespace>(namespace: N) {
  return createTranslator<Messages, N>({ ...i18nConfig, namespace });
}

type Tree<N extends Namespace> = NestedValueOf<Messages, N>;

export type KeyOf<N extends Namespace> = MessageKeys<
  Tree<N>,
  NestedKeyOf<Tree<N>>
>;

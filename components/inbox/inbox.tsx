"use client";

import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { RequestError, request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadState } from "@/components/ui/load-state";
import type { StoredMessage } from "@/lib/inbox/types";
import { MessageCard } from "./message-card";
import { fetchOrders, ORDERS_QUERY } from "@/components/orders/orders-query";
import type { Order } from "@/lib/orders/types";
import { setUnreadCount } from "@/components/account/unread-messages";

const MESSAGES = ["messages"] as const;
type Action = "read" | "unread" | "delete" | "retry";

function send(message: StoredMessage, action: Action) {
  const url = `/api/messages/${encodeURIComponent(message.id)}`;
  if (action === "delete")
    return request<null>(url, { method: "DELETE" }).then(() => null);
  if (action === "retry")
    return request<StoredMessage>(`${url}/retry`, { method: "POST" });
  return request<StoredMessage>(url, {
    method: "PATCH",
    json: { read: action === "read" },
  });
}

export function Inbox() {
  const t = useTranslations("Inbox");
  const queryClient = useQueryClient();
  const messages = useQuery({
    queryKey: MESSAGES,
    queryFn: () => request<StoredMessage[]>("/api/messages"),
  });
  // Only to say which enquiries have orders: without it the messages still show.
  const orders = useQuery({ queryKey: ORDERS_QUERY, queryFn: fetchOrders });
  const ordersOf = (message: StoredMessage): Order[] =>
    orders.data?.filter((o) => o.messageId === message.id) ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<StoredMessage | null>(null);
  const [notice, setNotice] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);
  const signInAgain = useSignInAgain("/messages");
  useEffect(() => {
    if (signedOut(messages.error)) signInAgain();
  }, [messages.error, signInAgain]);
  // The header's count and the title follow what the editor reads here.
  const listedUnread = messages.data?.filter((m) => !m.read).length;
  useEffect(() => {
    if (listedUnread !== undefined) setUnreadCount(listedUnread);
  }, [listedUnread]);

  const act = useMutation({
    mutationFn: ({
      message,
      action,
    }: {
      message: StoredMessage;
      action: Action;
    }) => send(message, action),
    onMutate: ({ message }) => setErrors((e) => ({ ...e, [message.id]: "" })),
    onSuccess: (answer, { message, action }) => {
      queryClient.setQueryData<StoredMessage[]>(MESSAGES, (list = []) =>
        answer
          ? list.map((m) => (m.id === message.id ? answer : m))
          : list.filter((m) => m.id !== message.id),
      );
      if (action === "delete") {
        setNotice(t("deleted", { name: message.name }));
        listHeading.current?.focus();
      }
    },
    onError: (error, { message }) => {
      if (signedOut(error)) return signInAgain();
      const text =
        (error instanceof RequestError && error.error) || t("actionFailed");
      setErrors((e) => ({ ...e, [message.id]: text }));
    },
  });

  if (!messages.isSuccess)
    return (
      <LoadState
        pending={messages.isPending}
        failed={messages.isError}
        loading={t("loading")}
        loadFailed={t("loadFailed")}
        reload={t("reload")}
        onReload={() => void messages.refetch()}
      />
    );

  const list = messages.data;
  const unread = listedUnread ?? 0;
  const working = act.isPending ? act.variables?.message.id : undefined;
  return (
    <section aria-labelledby="inbox-heading">
      <h2
        id="inbox-heading"
        ref={listHeading}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold text-olive focus:outline-none"
      >
        {t("listLabel")}{" "}
        <span
          className="text-base font-normal text-stone-dark"
          data-unread={unread}
        >
          ({t("unreadSummary", { count: unread })})
        </span>
      </h2>
      <p role="status" className="mt-2 text-sm text-olive">
        {notice}
      </p>
      {list.length === 0 ? (
        <p className="mt-4 text-stone-dark">{t("empty")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {list.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                orders={ordersOf(message)}
                busy={working === message.id}
                error={errors[message.id] || null}
                onRead={(read) =>
                  act.mutate({ message, action: read ? "read" : "unread" })
                }
                onRetry={() => act.mutate({ message, action: "retry" })}
                onDelete={() => setConfirming(message)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t("confirmDeleteTitle")}
        text={t("confirmDeleteText", { name: confirming?.name ?? "" })}
        confirmLabel={t("confirmDelete")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          if (confirming) act.mutate({ message: confirming, action: "delete" });
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

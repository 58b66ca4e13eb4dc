import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { SetupGuide } from "@/lib/account/setup-guide";
import type { GuideStep } from "@/lib/account/setup-guide/steps";
import { LineIcon } from "@/components/ui/line-icon";
import { GuideMarkButton } from "./guide-mark-button";

type T = Awaited<ReturnType<typeof getTranslations<"SetupGuide">>>;

const PLACES: Record<GuideStep, string> = {
  password: "/account/password",
  codes: "/account/password#recovery-codes-title",
  shopDetails: "/shopDetails",
  messages: "/messages",
};

const CHECK = "M5 12.5l4.5 4.5L19 7.5";

/** What a step says: what to do while it is not done, what stands once it is. */
function stepText(t: T, id: GuideStep, done: boolean, guide: SetupGuide) {
  const { recoveryCodes, mail } = guide.facts;
  switch (id) {
    case "password":
      return t(done ? "password.done" : "password.toDo");
    case "codes":
      if (recoveryCodes === null) return t("codes.firebase");
      if (recoveryCodes === 0) return t("codes.toDo");
      return t(done ? "codes.done" : "codes.made", { count: recoveryCodes });
    case "shopDetails":
      return t(done ? "shopDetails.done" : "shopDetails.toDo");
    case "messages": {
      if (done)
        return t(
          mail.transport === "outbox"
            ? "messages.doneOutbox"
            : "messages.doneMailed",
        );
      const how = t(`messages.${mail.transport}`, { to: mail.to });
      return mail.resetMail ? how : `${how} ${t("messages.noResetMail")}`;
    }
  }
}

/**
 * The first-run steps at the top of an editor's first screen, until the editor closes it once
 * every step is done. On a phone only the next step to do is spelt out; the others are a line each.
 */
export async function SetupGuidePanel({ guide }: { guide: SetupGuide }) {
  if (guide.closed) return null;
  const t = await getTranslations("SetupGuide");
  const next = guide.steps.find((step) => !step.done)?.id;
  const button = {
    pendingLabel: t("saving"),
    failedLabel: t("failed"),
  };
  return (
    <section
      aria-labelledby="setup-guide-title"
      className="mx-auto mb-6 w-full max-w-5xl px-4 sm:mb-8 sm:px-6"
    >
      <div className="rounded-2xl border border-gold-dark/50 bg-cream-dark p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id="setup-guide-title"
            className="text-xl font-semibold sm:text-2xl"
          >
            {t("title")}
          </h2>
          <p className="font-semibold text-laurel-dark">
            {t("progress", { done: guide.done, total: guide.total })}
          </p>
        </div>
        <p className="mt-1 hidden text-stone-dark sm:block">{t("intro")}</p>
        <div aria-hidden="true" className="mt-3 flex gap-1">
          {guide.steps.map((step, i) => (
            <span
              key={step.id}
              className={`h-1.5 flex-1 rounded-full ${i < guide.done ? "bg-laurel" : "bg-sand"}`}
            />
          ))}
        </div>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2 sm:gap-4">
          {guide.steps.map(({ id, done }, i) => (
            <li
              key={id}
              className="flex flex-col gap-2 rounded-xl bg-cream px-3 py-2.5 sm:p-4"
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? "bg-laurel text-cream" : "border-2 border-laurel text-laurel-dark"}`}
                >
                  {done ? <LineIcon d={CHECK} size={16} weight={3} /> : i + 1}
                </span>
                <h3 className="flex-1 pt-0.5 font-sans text-base font-semibold">
                  {t(`${id}.title`)}
                </h3>
                {done ? (
                  <span className="rounded-full bg-laurel/15 px-2.5 py-0.5 text-sm font-semibold text-laurel-dark">
                    {t("done")}
                  </span>
                ) : null}
              </div>
              <div
                className={`flex-col gap-2 sm:flex sm:pl-10 ${id === next ? "flex" : "hidden"}`}
              >
                <p className="text-stone-dark">
                  {stepText(t, id, done, guide)}
                </p>
                <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                  {id === "codes" &&
                  guide.facts.recoveryCodes === null ? null : (
                    <Link
                      href={PLACES[id]}
                      className="inline-flex min-h-11 items-center font-semibold text-laurel-dark underline underline-offset-4 hover:text-laurel"
                    >
                      {t(`${id}.link`)}
                    </Link>
                  )}
                  {id === "codes" && !done && guide.facts.recoveryCodes ? (
                    <GuideMarkButton
                      mark="codes"
                      label={t("codes.kept")}
                      {...button}
                    />
                  ) : null}
                  {id === "messages" && !done ? (
                    <GuideMarkButton
                      mark="messages"
                      label={t("messages.read")}
                      {...button}
                    />
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
        {guide.done === guide.total ? (
          <div className="mt-4 flex flex-col items-start gap-3">
            <p className="font-medium text-olive">{t("allDone")}</p>
            <GuideMarkButton mark="closed" label={t("close")} {...button} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

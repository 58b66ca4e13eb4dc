"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  hasLiked,
  likeCount,
  likeProduct,
  likesRevision,
  loadFreshCounts,
  subscribeLikes,
} from "@/lib/products/likes-client";

export function LikeButton({
  id,
  name,
  initialCount,
}: {
  id: string;
  name: string;
  initialCount: number;
}) {
  // Revision 0 is the server render: nothing from localStorage until hydrated.
  const revision = useSyncExternalStore(subscribeLikes, likesRevision, () => 0);
  const [failed, setFailed] = useState(false);
  const t = useTranslations("Products");
  // Fresh counts once the page is idle: hydration comes first.
  useEffect(() => {
    const load = () => void loadFreshCounts();
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(load, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);

  const count = likeCount(id, initialCount);
  const liked = revision > 0 && hasLiked(id);

  const onClick = async () => {
    setFailed(false);
    setFailed(!(await likeProduct(id, count)));
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={onClick}
        disabled={liked}
        aria-pressed={liked}
        aria-label={t(liked ? "liked" : "like", { name, count })}
        className="like-button"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill={liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
        <span className="min-w-[2ch] text-left tabular-nums" data-like-count>
          {count}
        </span>
      </button>
      <p role="status" className="text-sm text-red-800">
        {failed ? t("likeFailed", { name }) : ""}
      </p>
    </div>
  );
}

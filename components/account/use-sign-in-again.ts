import { useRouter } from "next/navigation";
import { useCallback } from "react";

export function useSignInAgain(path: string): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(`/login?callbackUrl=${encodeURIComponent(path)}`),
    [router, path],
  );
}

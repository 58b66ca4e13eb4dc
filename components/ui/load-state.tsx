export function LoadState({
  pending,
  failed,
  loading,
  loadFailed,
  reload,
  onReload,
}: {
  pending: boolean;
  failed: boolean;
  loading: string;
  loadFailed: string;
  reload: string;
  onReload: () => void;
}) {
  if (pending)
    return (
      <p role="status" className="text-stone-dark">
        {loading}
      </p>
    );
  if (!failed) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 text-red-800"
    >
      <p>{loadFailed}</p>
      <button
        type="button"
        onClick={onReload}
        className="inline-flex min-h-11 items-center rounded-full border border-laurel px-4 font-semibold text-laurel-dark"
      >
        {reload}
      </button>
    </div>
  );
}

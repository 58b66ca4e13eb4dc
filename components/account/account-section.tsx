export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mt-12 flex flex-col gap-4 border-t border-stone/30 pt-8"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account's address beside a password field, so password managers file or offer the right one. */
export const AccountName = ({ email }: { email: string }) => (
  <input
    type="email"
    name="username"
    autoComplete="username"
    value={email}
    readOnly
    hidden
  />
);

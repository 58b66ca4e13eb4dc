import "../admin.css";

/**
 * The admin section: its stylesheet, once (public pages never load it). The
 * gate is not here but in each page (work-screen.tsx, the password page): a
 * layout is not rendered again when the browser moves between its pages, so
 * Next.js advises checking the session where the data is read.
 */
export default function AdminLayout({
  children,
}: {
  children: React.ReactNode;
}) {
  return children;
}

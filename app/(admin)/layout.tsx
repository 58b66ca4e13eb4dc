import "../admin.css";
import { UnreadTitle } from "@/components/account/unread-messages";

/**
 * The admin section: its stylesheet, once (public pages never load it), and
 * an editor's unread count in every page's title. The
 * gate is not here but in each page (work-screen.tsx, the password page): a
 * layout is not rendered again when the browser moves between its pages, so
 * Next.js advises checking the session where the data is read.
 */
export default function AdminLayout({
  children,
}: {
  children: React.ReactNode;
}) {
  return (
    <>
      <UnreadTitle />
      {children}
    </>
  );
}

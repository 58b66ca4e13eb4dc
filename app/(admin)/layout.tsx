import "../admin.css";
import { UnreadTitle } from "@/components/account/unread-messages";

// No session gate here: a layout is not rendered again on navigation between its pages,
// so each page checks (Next.js advice). Public pages never load this stylesheet.
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

import { VisitBeacon } from "@/components/visits/visit-beacon";

/** The public pages: each view is counted (Manage → Visits), the admin area's never. */
export default function SiteLayout({
  children,
}: {
  children: React.ReactNode;
}) {
  return (
    <>
      {children}
      <VisitBeacon />
    </>
  );
}

import { VisitBeacon } from "@/components/visits/visit-beacon";

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

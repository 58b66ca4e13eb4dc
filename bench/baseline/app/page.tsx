// An empty page: what any Next.js page of this version costs at the least.
export default function EmptyPage() {
  return <main />;
}

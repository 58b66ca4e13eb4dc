// An empty page: what any Next.js page of this version costs at the least. One
// heading, because Lighthouse stops with NO_FCP on a page that paints nothing;
// it is the floor's first and largest paint.
export default function EmptyPage() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}

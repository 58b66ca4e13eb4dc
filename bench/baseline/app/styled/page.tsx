// The second reference: the empty page with one stylesheet, imported the
// documented way (Next's CSS pipeline serves it as a render-blocking <link>).
// The bench audits it beside the floor to show what styling alone costs.
import "./styled.css";

export default function StyledPage() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}

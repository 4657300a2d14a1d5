// The bar an editor sees at the top of every page while previewing drafts: what they are looking at, and the way
// out. Rendered only in preview (the layout's loader decides), so a visitor's page never carries it.
// NOTE: only classes other pages already use: a new one would change the one stylesheet every visitor loads. And it
// is the shell's last child, stuck to the bottom of the window (sticky, not fixed: at the end of the page it sits
// below the footer rather than over its last lines): an element before the others would change the ids React's
// useId gives them, and so the bytes of visitors' pages.
export function PreviewBar({ exitHref }: { exitHref: string }) {
  return (
    <aside
      aria-label="Vista previa"
      className="sticky bottom-0 z-50 border-t border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-ink shadow-lg"
    >
      <strong className="font-semibold">Vista previa:</strong> ves los borradores sin publicar; los visitantes no ven
      estos cambios.{" "}
      <a href={exitHref} className="font-semibold underline underline-offset-2">
        Salir de la vista previa
      </a>
    </aside>
  );
}

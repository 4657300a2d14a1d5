// The bar an editor sees at the top of every page while previewing drafts: what they are looking at, and the way
// out. Rendered only in preview (the layout's loader decides), so a visitor's page never carries it.
export function PreviewBar({ exitHref }: { exitHref: string }) {
  return (
    <aside aria-label="Vista previa" className="bg-amber-300 px-4 py-2 text-center text-sm text-ink">
      <strong className="font-semibold">Vista previa:</strong> ves los borradores sin publicar; los visitantes no ven
      estos cambios.{" "}
      <a href={exitHref} className="font-semibold underline underline-offset-2">
        Salir de la vista previa
      </a>
    </aside>
  );
}

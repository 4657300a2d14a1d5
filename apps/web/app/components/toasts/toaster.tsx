// The toast region: short messages that confirm or refuse what the visitor just did (the newsletter sign-up)
// without leaving the page. The server renders the empty region and one template per style; the page's
// script (toast-script.ts) fills them in. Without JavaScript nothing shows here: the same message is part of
// the page the form lands on.
import { CloseIcon } from "../icons";

/**
 * The region, empty, and the markup of a toast in each style. Render it once per page, on pages whose script
 * shows toasts. It is in the HTML from the start, so screen readers are already watching it when a message
 * arrives. The live part of a toast holds only the message, so the close button's name is not read out with it.
 */
export function Toaster() {
  return (
    <>
      <section
        aria-label="Notificaciones"
        data-toasts
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
      />
      <ToastTemplate variant="default" />
      <ToastTemplate variant="destructive" />
    </>
  );
}

function ToastTemplate({ variant }: { variant: "default" | "destructive" }) {
  const destructive = variant === "destructive";
  return (
    <template data-toast-template={variant}>
      <div
        data-toast={variant}
        className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lg ${
          destructive ? "border-danger bg-danger text-white" : "border-line border-l-4 border-l-brand bg-white text-ink"
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
            destructive ? "bg-white/20 text-white" : "bg-brand-soft text-brand-strong"
          }`}
        >
          {destructive ? "!" : "✓"}
        </span>
        <div
          role={destructive ? "alert" : "status"}
          aria-live={destructive ? "assertive" : "polite"}
          aria-atomic="true"
          className="min-w-0 flex-1"
        >
          <p data-toast-title className="font-semibold" />
          <p data-toast-description className={`mt-0.5 text-sm ${destructive ? "text-white" : "text-ink-soft"}`} />
        </div>
        <button
          type="button"
          aria-label="Cerrar"
          data-toast-close
          className={`-m-1 flex size-8 shrink-0 items-center justify-center rounded-full ${
            destructive
              ? "text-white hover:bg-white/15 focus-visible:outline-white"
              : "text-muted hover:bg-canvas hover:text-ink"
          }`}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </template>
  );
}

// The toast region: short messages that confirm or refuse what the visitor just did (the newsletter sign-up)
// without leaving the page. Only hydrated pages show toasts; without JavaScript the same message is part of
// the page the form lands on.
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "../icons";
import { claimHost, dismissToast, type Toast, useToastState } from "./toast-store";

/** How long a toast stays, unless the pointer or the focus is on it. */
export const TOAST_DURATION_MS = 6_000;

/**
 * Draws the toasts. Mount it next to whatever shows toasts; any number may be mounted, only the first draws.
 * The (empty) region exists from hydration on, before the first message, so screen readers are already
 * watching it when a message arrives.
 */
export function Toaster() {
  const id = useId();
  const { toasts, host } = useToastState();
  useEffect(() => claimHost(id), [id]);
  if (host !== id) return null;
  return createPortal(
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const destructive = toast.variant === "destructive";

  // WCAG 2.2.2: the countdown stops while the visitor points at or tabs into the toast, and starts afresh after.
  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hovered, focused, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the close button is the control.
    <div
      data-toast={toast.variant}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lg ${
        destructive ? "border-danger bg-danger text-white" : "border-line border-l-4 border-l-brand bg-white text-ink"
      }`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismissToast(toast.id);
      }}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          destructive ? "bg-white/20 text-white" : "bg-brand-soft text-brand-strong"
        }`}
      >
        {destructive ? "!" : "✓"}
      </span>
      {/* The live part holds only the message, so the close button's name is not read out with it. */}
      <div
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        aria-atomic="true"
        className="min-w-0 flex-1"
      >
        <p className="font-semibold">{toast.title}</p>
        <p className={`mt-0.5 text-sm ${destructive ? "text-white" : "text-ink-soft"}`}>{toast.description}</p>
      </div>
      <button
        type="button"
        aria-label="Cerrar"
        onClick={() => dismissToast(toast.id)}
        className={`-m-1 flex size-8 shrink-0 items-center justify-center rounded-full ${
          destructive
            ? "text-white hover:bg-white/15 focus-visible:outline-white"
            : "text-muted hover:bg-canvas hover:text-ink"
        }`}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

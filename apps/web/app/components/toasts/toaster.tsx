// The toast region: short messages that confirm or refuse what the visitor just did (the newsletter sign-up)
// without leaving the page. An island (app/islands.ts): the server renders the empty region, so screen readers
// are already watching it when a message arrives; without JavaScript nothing shows here, and the same message
// is part of the page the form lands on.
import type { ToastMessage } from "@casinolupa/newsletter/messages";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { IslandIcon } from "../island-icons";
import {
  currentToasts,
  dismissToast,
  serverToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type Toast,
} from "./toast-store";

/** The region with the toasts from toast-store.ts. Render it once per page, on pages whose islands show toasts. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  return (
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

/**
 * One toast. It closes with its "Cerrar" button, with Escape while focus is inside it, or by itself after
 * TOAST_DURATION_MS; WCAG 2.2.2: the countdown stops while the pointer is on the toast or the focus inside it,
 * and starts afresh after. The live part holds only the message, so the button's name is not read out with it.
 */
function ToastCard({ toast }: { toast: Toast }) {
  const { variant } = toast.message;
  const destructive = variant === "destructive";
  const [held, setHeld] = useState({ hovered: false, focused: false });
  // The text goes in just after the live region is in the page, so screen readers notice the change.
  const [shown, setShown] = useState<ToastMessage | null>(null);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setShown(toast.message), 50);
    return () => clearTimeout(timer);
  }, [toast.message]);

  useEffect(() => {
    if (held.hovered || held.focused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut; the close button is the control.
    <div
      ref={card}
      data-toast={variant}
      onMouseEnter={() => setHeld((now) => ({ ...now, hovered: true }))}
      onMouseLeave={() => setHeld((now) => ({ ...now, hovered: false }))}
      onFocus={() => setHeld((now) => ({ ...now, focused: true }))}
      onBlur={(event) => {
        if (!card.current?.contains(event.relatedTarget)) setHeld((now) => ({ ...now, focused: false }));
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismissToast(toast.id);
      }}
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
        <p className="font-semibold">{shown?.title}</p>
        <p className={`mt-0.5 text-sm ${destructive ? "text-white" : "text-ink-soft"}`}>{shown?.description}</p>
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
        <IslandIcon name="close" className="size-4" />
      </button>
    </div>
  );
}

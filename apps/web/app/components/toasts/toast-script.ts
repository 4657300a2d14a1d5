// The browser side of the toasts, as plain JavaScript: pages inline it with `${createToasts}` (see
// newsletter-form.tsx), so this function must use nothing from outside its own body (no imports at run time,
// only types).
import type { ToastMessage } from "@casinolupa/newsletter";

/** How long a toast stays, unless the pointer or the focus is on it. */
export const TOAST_DURATION_MS = 6_000;

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 3;

export type Toasts = {
  /** Shows a message. A new one replaces the one on screen from the same `group` (one per form). */
  show(message: ToastMessage, group: string): void;
};

/**
 * Fills the region and templates that <Toaster /> rendered. Each toast closes with its "Cerrar" button, with
 * Escape while focus is inside it, or by itself after `durationMs`; WCAG 2.2.2: the countdown stops while the
 * pointer is on the toast or the focus inside it, and starts afresh after.
 */
export function createToasts(durationMs: number, maxToasts: number): Toasts {
  const region = document.querySelector<HTMLElement>("[data-toasts]");

  const dismiss = (toast: HTMLElement) => toast.remove();

  function startTimer(toast: HTMLElement) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const restart = () => {
      clearTimeout(timer);
      if (!hovered && !focused) timer = setTimeout(() => dismiss(toast), durationMs);
    };
    toast.addEventListener("mouseenter", () => {
      hovered = true;
      restart();
    });
    toast.addEventListener("mouseleave", () => {
      hovered = false;
      restart();
    });
    toast.addEventListener("focusin", () => {
      focused = true;
      restart();
    });
    toast.addEventListener("focusout", (event) => {
      if (toast.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      restart();
    });
    restart();
  }

  return {
    show(message, group) {
      const template = document.querySelector<HTMLTemplateElement>(
        `template[data-toast-template="${message.variant}"]`,
      );
      const toast = template?.content.firstElementChild?.cloneNode(true);
      if (!region || !(toast instanceof HTMLElement)) return;
      toast.dataset.toastGroup = group;
      for (const shown of region.querySelectorAll<HTMLElement>("[data-toast]")) {
        if (shown.dataset.toastGroup === group) shown.remove();
      }
      toast.querySelector("[data-toast-close]")?.addEventListener("click", () => dismiss(toast));
      toast.addEventListener("keydown", (event) => {
        if (event.key === "Escape") dismiss(toast);
      });
      region.append(toast);
      while (region.children.length > maxToasts) region.firstElementChild?.remove();
      // The text goes in just after the live region is in the page, so screen readers notice the change.
      setTimeout(() => {
        const title = toast.querySelector("[data-toast-title]");
        const description = toast.querySelector("[data-toast-description]");
        if (title) title.textContent = message.title;
        if (description) description.textContent = message.description;
      }, 50);
      startTimer(toast);
    },
  };
}

// The toasts on screen, shared by the islands of one page: a newsletter form adds one, the <Toaster /> island
// shows them. Islands are separate React roots from one bundle, so they share this module, not a context.
import type { ToastMessage } from "@casinolupa/newsletter/messages";

/** How long a toast stays, unless the pointer or the focus is on it. */
export const TOAST_DURATION_MS = 6_000;

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 3;

export type Toast = { id: number; group: string; message: ToastMessage };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a message. A new one replaces the one on screen from the same `group` (one per form). */
export function showToast(message: ToastMessage, group: string): void {
  set([...toasts.filter((toast) => toast.group !== group), { id: nextId++, group, message }].slice(-MAX_TOASTS));
}

export function dismissToast(id: number): void {
  set(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

const NO_TOASTS: readonly Toast[] = [];
/** The server (and hydration) renders no toasts. */
export const serverToasts = (): readonly Toast[] => NO_TOASTS;

// The toasts on screen: a tiny store shared by every component of the page, so two forms (the home page has
// two newsletter boxes) stack their messages in one region instead of drawing two. Browser-only state: the
// server always renders no toasts.
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description: string;
  variant: ToastVariant;
  /** A new toast replaces the one on screen with the same group (one per form), so answers do not pile up. */
  group?: string;
};

export type Toast = ToastInput & { id: number };

type State = {
  toasts: readonly Toast[];
  /** The Toaster that draws the region; other mounted Toasters stay empty (see useToasterHost). */
  host: string | null;
};

/** At most this many toasts at once; the oldest goes first. */
const MAX_TOASTS = 3;

const serverState: State = { toasts: [], host: null };
let state: State = serverState;
let hosts: string[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; returns its id. */
export function showToast(toast: ToastInput): number {
  const id = nextId++;
  const others = toast.group ? state.toasts.filter((shown) => shown.group !== toast.group) : state.toasts;
  update({ toasts: [...others, { ...toast, id }].slice(-MAX_TOASTS) });
  return id;
}

export function dismissToast(id: number): void {
  if (state.toasts.some((toast) => toast.id === id)) {
    update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
  }
}

export function useToastState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** Registers a mounted Toaster; the first one registered draws the region until it unmounts. */
export function claimHost(id: string): () => void {
  hosts = [...hosts, id];
  update({ host: hosts[0] ?? null });
  return () => {
    hosts = hosts.filter((host) => host !== id);
    update({ host: hosts[0] ?? null });
  };
}

// How the bench prints its figures: sizes, durations and counts.
/** 1 KB = 1000 bytes, as Vite prints gzip sizes at build time. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const round = (value: number) => Math.round(value).toLocaleString("en-US");

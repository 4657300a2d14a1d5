// The process's lifecycle as the rest of the code sees it: whether it is still starting or already draining
// (readiness fails either way, so the load balancer sends its requests elsewhere) and what must run before it exits. Modules that hold something
// open (the e-mail sender, database connections, a LISTEN connection) register it with `onShutdown`; the
// server entry (server.ts) drains, stops accepting, waits for requests in flight and then runs the hooks.
type Hook = { name: string; run: () => Promise<void> | void };

const hooks: Hook[] = [];
let draining = false;
let starting = true;

/**
 * Registers work to do once no request is in flight any more, before the process exits. Hooks run newest
 * first (what was opened last closes first), each bounded by the shutdown deadline; a failing hook is logged
 * and does not stop the others.
 */
export function onShutdown(name: string, run: () => Promise<void> | void): void {
  hooks.push({ name, run });
}

/** Start-up is over (the most visited pages are rendered): /readyz answers 200 from now on, until draining. */
export function markReady(): void {
  starting = false;
}

export function isStarting(): boolean {
  return starting;
}

/** From now on /readyz answers 503. */
export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** Runs every registered hook, newest first; resolves when all have finished or `deadlineMs` has passed. */
export async function runShutdownHooks(
  deadlineMs: number,
  onError: (name: string, error: unknown) => void,
): Promise<void> {
  const pending = hooks.splice(0).reverse();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  const all = (async () => {
    for (const hook of pending) {
      try {
        await hook.run();
      } catch (error) {
        onError(hook.name, error);
      }
    }
  })();
  await Promise.race([all, deadline]);
  clearTimeout(timer);
}

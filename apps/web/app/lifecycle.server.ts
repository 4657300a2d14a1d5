// The process's lifecycle as the rest of the code sees it: whether it is starting or draining (readiness fails
// either way, so the load balancer sends requests elsewhere), and what must run before it exits. Modules that hold
// something open (the e-mail sender, database connections, a LISTEN connection) register it with `onShutdown`.
type Hook = { name: string; run: () => Promise<void> | void };

const hooks: Hook[] = [];
const state = { starting: true, draining: false };

/** Work to do once no request is in flight, before the process exits: newest first, a failure logged and passed. */
export function onShutdown(name: string, run: () => Promise<void> | void): void {
  hooks.push({ name, run });
}

/** Start-up is over (the most visited pages are rendered): /readyz answers 200 until draining. */
export function markReady(): void {
  state.starting = false;
}
export const isStarting = () => state.starting;
/** From now on /readyz answers 503. */
export function startDraining(): void {
  state.draining = true;
}
export const isDraining = () => state.draining;

/** Runs every registered hook, newest first; resolves when all have finished or `deadlineMs` has passed. */
export async function runShutdownHooks(deadlineMs: number, onError: (name: string, error: unknown) => void) {
  const all = (async () => {
    for (const hook of hooks.splice(0).reverse())
      await Promise.resolve(hook.run()).catch((error) => onError(hook.name, error));
  })();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs)))]);
  clearTimeout(timer);
}

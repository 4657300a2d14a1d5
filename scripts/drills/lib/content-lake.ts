// The stand-in Content Lake of the browser tests (tests/support/content-lake.ts), on a port of our choosing.
// startContentLake() listens on port 0 (any free port) and takes no port option; the drills may only use ports
// 3500-3599, so while it starts, its listen(0, "127.0.0.1") is pointed at `port`. Nothing else is changed.
import { Server } from "node:http";
// biome-ignore lint/style/noRestrictedImports: the Content Lake stand-in has no package export yet.
import { type ContentLake, startContentLake } from "../../../tests/support/content-lake.ts";
import { onCleanup } from "./processes.ts";

export type { ContentLake };

export async function startContentLakeOn(port: number): Promise<ContentLake> {
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    if (args[0] === 0 && args[1] === "127.0.0.1") args[0] = port;
    return (listen as (...rest: unknown[]) => Server).apply(this, args);
  } as typeof listen;
  try {
    const lake = await startContentLake();
    if (!lake.origin.endsWith(`:${port}`)) throw new Error(`The Content Lake listens on ${lake.origin}, not ${port}`);
    let closed = false;
    const close = lake.close;
    lake.close = async () => {
      if (closed) return;
      closed = true;
      await close();
    };
    onCleanup(() => lake.close());
    return lake;
  } finally {
    Server.prototype.listen = listen;
  }
}

export type RestartableLake = {
  projectId: string;
  dataset: string;
  origin: string;
  readonly running: boolean;
  /** Closes the Content Lake (its port then refuses connections). */
  stop(): Promise<void>;
  /** A new Content Lake on the same port, serving the committed dataset again. */
  start(): Promise<void>;
};

/** The stand-in Content Lake on `port`, which a drill can close and start again. */
export async function startRestartableLake(port: number): Promise<RestartableLake> {
  let lake: ContentLake | undefined = await startContentLakeOn(port);
  const first = lake;
  return {
    projectId: first.projectId,
    dataset: first.dataset,
    origin: first.origin,
    get running() {
      return lake !== undefined;
    },
    async stop() {
      const current = lake;
      lake = undefined;
      await current?.close();
    },
    async start() {
      lake ??= await startContentLakeOn(port);
    },
  };
}

// The stand-in Content Lake (@casinolupa/sanity-stand-in) on a port of the drill's choosing (drills may only use
// ports 3500-3599), closed with everything else the drill started; and one that a drill can close and restart.
import { type ContentLake, startContentLake } from "@casinolupa/sanity-stand-in";
import { onCleanup } from "../../lib/processes.ts";

export type { ContentLake };

export async function startContentLakeOn(port: number): Promise<ContentLake> {
  const lake = await startContentLake({ port });
  let closed = false;
  const close = lake.close;
  lake.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  onCleanup(() => lake.close());
  return lake;
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

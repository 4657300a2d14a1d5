// A local SMTP server (smtp-server) on 127.0.0.1 that accepts every message and counts it by envelope
// recipient. It can be stopped (every open connection cut, new ones refused) and started again on the same port.
import type { Server, Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { onCleanup } from "../../lib/processes.ts";

export type CountingSmtp = {
  url: string;
  /** Envelope recipients of every accepted message, in order (a message to one address appears once). */
  recipients: string[];
  readonly received: number;
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startCountingSmtp(port: number): Promise<CountingSmtp> {
  let server: SMTPServer | undefined;
  const sockets = new Set<Socket>();
  const recipients: string[] = [];

  const smtp: CountingSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    get received() {
      return recipients.length;
    },
    get running() {
      return server !== undefined;
    },
    async start() {
      if (server) return;
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 200,
        onData(stream, session, callback) {
          stream.on("data", () => {});
          stream.on("end", () => {
            for (const rcpt of session.envelope.rcptTo) recipients.push(rcpt.address.toLowerCase());
            callback();
          });
        },
      });
      const net = (instance as unknown as { server: Server }).server;
      net.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.once("close", () => sockets.delete(socket));
      });
      instance.on("error", () => {});
      await new Promise<void>((resolve, reject) => {
        const listening = instance.listen(port, "127.0.0.1");
        listening.once("listening", () => resolve());
        listening.once("error", reject);
      });
      server = instance;
    },
    async stop() {
      const instance = server;
      if (!instance) return;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
  };
  await smtp.start();
  onCleanup(() => smtp.stop());
  return smtp;
}

// The process's logger: one JSON object per line (time, level, message, fields), which log collectors read as
// they are; `pnpm dev` prints them readably through pino-pretty. Values a client sent are JSON-escaped, so a
// request can never write a line of its own.
import { pino, stdTimeFunctions } from "pino";
import { env } from "../env.server";

// pino-pretty is a development tool: loaded only there, as a stream in this thread.
const pretty =
  env.NODE_ENV === "development"
    ? (await import("pino-pretty")).default({ ignore: "pid,hostname", translateTime: "HH:MM:ss.l" })
    : undefined;

export const logger = pino(
  { level: env.LOG_LEVEL, base: { pid: process.pid }, timestamp: stdTimeFunctions.isoTime },
  pretty ?? process.stdout,
);

export type Logger = typeof logger;

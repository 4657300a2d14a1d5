// The faults drill's visitors: two page loops, a sign-up loop and a loop over the side paths (a click-out, the
// health check, an image), each request timed and filed under the phase (which dependency is away) it began in.

import { messages } from "@casinolupa/newsletter";
import { sleep } from "../../lib/processes.ts";
import type { Site } from "../../lib/site.ts";

export const REQUEST_TIMEOUT_MS = 10_000;
export const PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online", "/search?q=ruleta", "/newsletter"];
// What an accepted sign-up answers (double opt-in: «Revisa tu correo»), from the one place the site says it.
const SUCCESS_TEXT = messages.subscribed.title;
const ERROR_TEXT = messages.error.description;
/** The 503 a sign-up gets while the database cannot be reached. */
const TRY_AGAIN_TEXT = messages.busy.description;

export const PHASES = [
  "baseline",
  "database down",
  "database back",
  "Content Lake down",
  "Content Lake back",
  "SMTP down",
  "SMTP back",
] as const;
export type Phase = (typeof PHASES)[number];

export type Sample = {
  phase: Phase;
  what: string;
  status: number | "hang" | "network error";
  ms: number;
  outcome: string;
};
export type SignUp = { email: string; phase: Phase; outcome: string };

export class Traffic {
  readonly samples: Sample[] = [];
  readonly signedUp: SignUp[] = [];
  /** The site's log lines written during each phase. */
  readonly logDuring: Partial<Record<Phase, string[]>> = {};
  #phase: Phase = "baseline";
  #logMark = 0;
  #running = false;
  #loops: Promise<void>[] = [];
  #sequence = 0;
  readonly #site: Site;

  constructor(site: Site) {
    this.#site = site;
  }

  get phase(): Phase {
    return this.#phase;
  }

  /** Moves to the next phase, filing the log lines of the one that ends. */
  enter(next: Phase): void {
    this.logDuring[this.#phase] = this.#site.log().slice(this.#logMark);
    this.#logMark = this.#site.log().length;
    this.#phase = next;
  }

  /** Starts the loops; `image` is a content image's path for the side loop. */
  start(image: string): void {
    this.#running = true;
    this.#loops = [this.#pageLoop(0), this.#pageLoop(3), this.#signupLoop(), this.#sideLoop(image)];
  }

  /** Stops the loops after their requests in flight, and files the last phase's log lines. */
  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
    this.logDuring[this.#phase] = this.#site.log().slice(this.#logMark);
  }

  /** Ends the loops without waiting (the drill is being torn down). */
  halt(): void {
    this.#running = false;
  }

  /** One timed request, recorded as a sample; a timeout is a "hang". */
  async timed(
    what: string,
    request: () => Promise<Response>,
    classify: (response: Response, body: string) => string,
  ): Promise<Sample> {
    const at = this.#phase;
    const begun = performance.now();
    let sample: Sample;
    try {
      const response = await request();
      const body = await response.text();
      sample = {
        phase: at,
        what,
        status: response.status,
        ms: performance.now() - begun,
        outcome: classify(response, body),
      };
    } catch (error) {
      const hang = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      sample = {
        phase: at,
        what,
        status: hang ? "hang" : "network error",
        ms: performance.now() - begun,
        outcome: "failed",
      };
    }
    this.samples.push(sample);
    return sample;
  }

  get(path: string): () => Promise<Response> {
    return () => fetch(this.#site.url + path, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  async #pageLoop(offset: number): Promise<void> {
    for (let index = offset; this.#running; index++) {
      const path = PAGES[index % PAGES.length] ?? "/";
      await this.timed(`GET ${path}`, this.get(path), (response) => (response.status === 200 ? "ok" : "failed"));
    }
  }

  async #signupLoop(): Promise<void> {
    const site = this.#site;
    while (this.#running) {
      this.#sequence += 1;
      const sequence = this.#sequence;
      const email = `fallo-${sequence}-${Date.now().toString(36)}@example.es`;
      // Each sign-up from another /24, as from the many visitors of a real site (the per-network limit).
      const client = `10.88.${(sequence % 250) + 1}.${Math.floor(sequence / 250) + 1}`;
      const sample = await this.timed(
        "POST /newsletter",
        () =>
          fetch(`${site.url}/newsletter`, {
            method: "POST",
            headers: {
              origin: site.origin,
              "x-forwarded-for": client,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ email, ageConfirmed: "true", source: "drill-faults", website: "", page: "/" }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
        (response, body) =>
          response.status === 200 && body.includes(SUCCESS_TEXT)
            ? "subscribed"
            : response.status === 500 && body.includes(ERROR_TEXT)
              ? "generic error"
              : response.status === 503 && body.includes(TRY_AGAIN_TEXT)
                ? "try again"
                : "failed",
      );
      this.signedUp.push({ email, phase: sample.phase, outcome: sample.outcome });
      await sleep(250);
    }
  }

  /** Side paths whose behaviour is reported, not required: a click-out, the health check, an image. */
  async #sideLoop(image: string): Promise<void> {
    while (this.#running) {
      await this.timed("GET /ir/bet365", this.get("/ir/bet365"), (response) =>
        response.status === 302 ? "ok" : "failed",
      );
      await this.timed("GET /healthz", this.get("/healthz"), (response) => (response.status === 200 ? "ok" : "failed"));
      await this.timed(`GET ${image}`, this.get(image), (response) => (response.status === 200 ? "ok" : "failed"));
      await sleep(500);
    }
  }
}

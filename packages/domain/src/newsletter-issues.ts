// What the site tells the Studio about a «Boletín» it sends (GET /api/boletin/informe/<id>): the site writes it, the
// Studio's «Correo» view reads it. Counts only, never an address (docs/decisions/025-newsletter-digest.md).

/**
 * Not approved (never published, or published when nobody could receive it), queued, being sent, sent, and approved
 * but sent to nobody (every reader left before it was queued): never «enviado» with 0 sent.
 */
export const SEND_STATES = ["sin-aprobar", "en-cola", "enviando", "enviado", "sin-lectores"] as const;
export type SendState = (typeof SEND_STATES)[number];

export type SendReport = {
  state: SendState;
  /** Confirmed subscribers now: whom an approval would send it to. The Studio asks before sending to them. */
  readers: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** ISO 8601, or null before the approval. */
  approvedAt: string | null;
  /** ISO 8601, or null until every message is sent or skipped. */
  finishedAt: string | null;
};

/** The report of an issue no publish has approved, with no confirmed reader: nothing queued, nothing sent. */
export const NOT_APPROVED: Readonly<SendReport> = Object.freeze({
  state: "sin-aprobar",
  readers: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  approvedAt: null,
  finishedAt: null,
});

/**
 * The longest period an issue covers, both days included: about three months. The Studio refuses a longer one, and so
 * does the site, whose view of an issue reads the period's whole change log
 * (docs/decisions/029-studio-endpoints-need-an-editor.md).
 */
export const ISSUE_PERIOD_MAX_DAYS = 93;

/**
 * Calls one client may make a minute to each Studio endpoint: the view renders the e-mail at each pause in the
 * editor's typing, and the form, the view and «Aprobar envío» each ask for the report every 2 s while it is sent
 * (90 a minute).
 */
export const STUDIO_CALLS_PER_MINUTE = { view: 60, report: 120 } as const;

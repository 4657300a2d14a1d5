// An issue's send report from the site, kept fresh: asked again every 2 s while the site queues or sends it, and
// while a published issue still waits for the site to see the publish (its webhook); every 15 s otherwise, and at
// once when the published revision changes (a publish).
import { useEffect, useState } from "react";
import { type SendReport, sendReport } from "./site-api";
import { useSite } from "./use-site";
import { isSending, REPORT_REFRESH_MS } from "./words";

const IDLE_REFRESH_MS = 15_000;

export type ReportAnswer = { report?: SendReport; error?: string };

export function useSendReport(documentId: string | undefined, publishedRev: string | undefined): ReportAnswer {
  const [answer, setAnswer] = useState<ReportAnswer>({});
  const { origin, token } = useSite();
  useEffect(() => {
    if (!documentId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const result = await sendReport({ origin, token }, documentId, controller.signal).catch(() => undefined);
      if (!result || controller.signal.aborted) return;
      setAnswer(result.ok ? { report: result.value } : { error: result.error });
      const waiting = result.ok && publishedRev !== undefined && result.value.state === "sin-aprobar";
      const soon = result.ok && (isSending(result.value) || waiting);
      timer = setTimeout(ask, soon ? REPORT_REFRESH_MS : IDLE_REFRESH_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [documentId, publishedRev, origin, token]);
  return answer;
}

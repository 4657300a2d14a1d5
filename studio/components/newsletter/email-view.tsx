// The «Correo» view of a «Boletín»: the e-mail as readers will get it, rendered by the site from the fields on
// screen (the draft while there is one) and the change log and guides of the period: the HTML part in a sandboxed
// frame (no scripts, no same-origin access), the text part below it, and how many changes and guides it carries.
// Above, the send report, refreshed while the site sends. The site's own Spanish error when it refuses the fields.
import { Box, Card, Flex, Heading, Spinner, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import type { UserViewComponent } from "sanity/structure";
import { type IssueFields, type RenderedEmail, renderEmail } from "./site-api";
import { useSendReport } from "./use-send-report";
import { useSite } from "./use-site";
import { contentsLine, missingFieldsLine, readersLine, reportCounts, STATE_LABELS, spanishDateTime } from "./words";

/** Typing pauses this long before the site renders the e-mail again. */
const RENDER_DELAY_MS = 400;

type Rendering = { email?: RenderedEmail; error?: string; loading: boolean };

function useRenderedEmail(fields: IssueFields, missing: string | undefined): Rendering {
  const [rendering, setRendering] = useState<Rendering>({ loading: true });
  const key = JSON.stringify(fields);
  const { origin, token } = useSite();
  useEffect(() => {
    if (missing) return;
    const controller = new AbortController();
    setRendering((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      renderEmail({ origin, token }, JSON.parse(key) as IssueFields, controller.signal).then(
        (answer) =>
          setRendering(answer.ok ? { email: answer.value, loading: false } : { error: answer.error, loading: false }),
        () => undefined,
      );
    }, RENDER_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, missing, origin, token]);
  return rendering;
}

function SendReportCard({ documentId, publishedRev }: { documentId: string; publishedRev: string | undefined }) {
  const { report, error } = useSendReport(documentId, publishedRev);
  return (
    <Card padding={3} radius={2} border tone={error ? "caution" : "default"} data-testid="newsletter-report">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          Envío: {report ? STATE_LABELS[report.state] : error ? "desconocido" : "consultando…"}
        </Text>
        {report?.state === "sin-aprobar" && <Text size={1}>{readersLine(report.readers)}</Text>}
        {report && report.state !== "sin-aprobar" && <Text size={1}>{reportCounts(report)}</Text>}
        {report?.approvedAt && <Text size={1}>Aprobado el {spanishDateTime(report.approvedAt)}</Text>}
        {report?.finishedAt && <Text size={1}>Terminado el {spanishDateTime(report.finishedAt)}</Text>}
        {report && report.state !== "sin-aprobar" && (
          <Text size={1} muted>
            El correo de abajo se compone con los campos y el registro de ahora; los suscriptores reciben el que se
            compuso al aprobarlo.
          </Text>
        )}
        {error && <Text size={1}>{error}</Text>}
      </Stack>
    </Card>
  );
}

export const NewsletterEmailView: UserViewComponent = ({ document, documentId }) => {
  const { subject, intro, periodStart, periodEnd } = (document.displayed ?? {}) as IssueFields;
  const fields = { subject, intro, periodStart, periodEnd };
  const missing = missingFieldsLine(fields);
  const { email, error, loading } = useRenderedEmail(fields, missing);
  return (
    <Box padding={4}>
      <Stack gap={4}>
        <SendReportCard documentId={documentId} publishedRev={document.published?._rev} />
        {missing ? (
          <Card padding={3} radius={2} tone="caution" data-testid="newsletter-email-error">
            <Text size={1}>{missing}</Text>
          </Card>
        ) : error ? (
          <Card padding={3} radius={2} tone="critical" data-testid="newsletter-email-error">
            <Text size={1}>{error}</Text>
          </Card>
        ) : email ? (
          <Stack gap={4} style={{ opacity: loading ? 0.6 : 1 }}>
            <Stack gap={3}>
              <Heading as="h2" size={1}>
                Asunto: {email.subject}
              </Heading>
              <Text size={1} muted data-testid="newsletter-email-contents">
                {contentsLine(email)}
              </Text>
            </Stack>
            <Card radius={2} border overflow="hidden">
              <iframe
                title="El correo en HTML, como lo verán los lectores"
                data-testid="newsletter-email-html"
                sandbox=""
                srcDoc={email.html}
                style={{ display: "block", width: "100%", height: 720, border: 0, background: "white" }}
              />
            </Card>
            <Stack gap={3}>
              <Heading as="h3" size={0}>
                Versión en texto (para los lectores sin HTML)
              </Heading>
              <Card padding={3} radius={2} border tone="transparent">
                <pre
                  data-testid="newsletter-email-text"
                  style={{ margin: 0, whiteSpace: "pre-wrap", fontSize: 13, fontFamily: "ui-monospace, monospace" }}
                >
                  {email.text}
                </pre>
              </Card>
            </Stack>
          </Stack>
        ) : (
          <Flex align="center" gap={3}>
            <Spinner muted />
            <Text size={1} muted>
              Preparando el correo…
            </Text>
          </Flex>
        )}
      </Stack>
    </Box>
  );
};

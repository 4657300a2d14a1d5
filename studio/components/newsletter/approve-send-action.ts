// «Aprobar envío»: a «Boletín»'s publish before its first approval. Publishing it sends e-mail to every confirmed
// reader, so the button says so, asks the site how many readers there are when clicked, and asks the editor to
// confirm «Enviar a N lectores». With none, it stays disabled and says there is nobody to send to (the site refuses
// such a send too: docs/decisions/025-newsletter-digest.md). Once approved, a publish sends nothing more and the
// action is Sanity's own «Publicar» again.
import { useState } from "react";
import type { DocumentActionComponent, DocumentActionDescription } from "sanity";
import { sendReport } from "./site-api";
import { useSendReport } from "./use-send-report";
import { useSite } from "./use-site";
import { confirmSendWords, sendGuard } from "./words";

/** `publish` (Sanity's «Publicar») wrapped for a «Boletín». */
export function withSendConfirmation(publish: DocumentActionComponent): DocumentActionComponent {
  const ApproveSend: DocumentActionComponent = (props) => {
    const publishing = publish(props);
    const site = useSite();
    const { report, error } = useSendReport(props.id, props.published?._rev);
    // The count the site gave when the editor clicked, shown in the dialog; or why it could not be read.
    const [asked, setAsked] = useState<{ readers: number } | { error: string } | undefined>();
    // Approved already (or sent): publishing again sends nothing, so it is a plain «Publicar».
    if (!publishing || (report && report.state !== "sin-aprobar")) return publishing;

    const guard = sendGuard(report, error);
    const close = () => setAsked(undefined);
    let dialog: DocumentActionDescription["dialog"] = publishing.dialog;
    if (asked && "error" in asked) {
      dialog = { type: "dialog", header: "No se puede enviar ahora", content: asked.error, onClose: close };
    } else if (asked) {
      const words = confirmSendWords(asked.readers);
      dialog = words.send
        ? {
            type: "confirm",
            tone: "primary",
            message: words.message,
            confirmButtonText: words.send,
            cancelButtonText: "Cancelar",
            onCancel: close,
            onConfirm: () => {
              close();
              publishing.onHandle?.();
            },
          }
        : { type: "dialog", header: "No hay a quién enviarlo", content: words.message, onClose: close };
    }
    return {
      ...publishing,
      label: "Aprobar envío",
      title: guard.title ?? publishing.title,
      disabled: Boolean(publishing.disabled) || guard.disabled,
      dialog,
      onHandle: async () => {
        const answer = await sendReport(site, props.id);
        setAsked(answer.ok ? { readers: answer.value.readers } : { error: answer.error });
      },
    };
  };
  ApproveSend.action = publish.action;
  ApproveSend.displayName = "ApproveSendAction";
  return ApproveSend;
}

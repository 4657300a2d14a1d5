// «Publicar» stays disabled until the Studio has validated the revision on screen. Sanity's own action can be
// clicked while the validation of the latest edit is still running, waits for it, and then refuses with «Errores de
// validación», sometimes from a check of an earlier revision: an editor saw it enabled for a second with a bonus text
// that disagreed with its fields. Here the button says it is checking instead, and is enabled once the check of the
// current revision is in (the same condition Sanity's action waits for).
import { type DocumentActionComponent, useValidationStatus } from "sanity";

export const CHECKING_TITLE = "Comprobando el documento antes de publicarlo…";

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** `publish`, disabled while its document's current revision is being checked (one wrapper per action). */
export function publishWhenValidated(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  const PublishWhenValidated: DocumentActionComponent = (props) => {
    const description = publish(props);
    const shown = props.version ?? props.draft ?? props.published;
    const validation = useValidationStatus(shown?._id ?? props.id, props.type, !props.release);
    const checking = validation.isValidating || validation.revision !== shown?._rev;
    if (!description || description.disabled || !checking) return description;
    return { ...description, disabled: true, title: CHECKING_TITLE };
  };
  PublishWhenValidated.action = publish.action;
  PublishWhenValidated.displayName = "PublishWhenValidated";
  wrapped.set(publish, PublishWhenValidated);
  return PublishWhenValidated;
}

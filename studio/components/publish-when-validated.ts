// «Publicar» publishes only a revision the Studio has checked. Sanity's own action, clicked while the check of the
// latest edit is still running, waits for it and then refused with «Errores de validación», sometimes from a check
// of an earlier revision. Here a click while the revision on screen is being checked is kept: the button says it is
// checking, and the publish goes ahead once the check of the current revision is in and found no error (with an
// error, the button stays disabled with Sanity's reason and nothing is published). The button is never disabled
// only because a check is running: it flickered with each check, and a click that landed in the flicker was lost.
import { useEffect, useState } from "react";
import { type DocumentActionComponent, useValidationStatus } from "sanity";

export const CHECKING_TITLE = "Comprobando el documento antes de publicarlo…";

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** `publish`, which holds a click made while its document's current revision is being checked (one wrapper per action). */
export function publishWhenValidated(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  const PublishWhenValidated: DocumentActionComponent = (props) => {
    const description = publish(props);
    const shown = props.version ?? props.draft ?? props.published;
    const validation = useValidationStatus(shown?._id ?? props.id, props.type, !props.release);
    const checking = validation.isValidating || validation.revision !== shown?._rev;
    const [requested, setRequested] = useState(false);
    const refused = Boolean(description?.disabled);
    const publishNow = description?.onHandle;
    useEffect(() => {
      if (!requested || checking) return;
      setRequested(false);
      if (!refused) publishNow?.();
    }, [requested, checking, refused, publishNow]);
    if (!description) return description;
    if (requested) return { ...description, disabled: true, title: CHECKING_TITLE };
    if (refused || !checking) return description;
    return { ...description, title: CHECKING_TITLE, onHandle: () => setRequested(true) };
  };
  PublishWhenValidated.action = publish.action;
  PublishWhenValidated.displayName = "PublishWhenValidated";
  wrapped.set(publish, PublishWhenValidated);
  return PublishWhenValidated;
}

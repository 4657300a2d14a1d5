// Content Releases, as far as the Studio's «Programar publicación» uses them (a scheduled draft is a release of one
// document): a release is a `system.release` document at `_.releases.<releaseId>`; a document's version in it is
// `versions.<releaseId>.<id>`. Scheduling a release stores its `publishAt`; `publishDue` (run by the stand-in's
// clock, or by a test that moves it) publishes every release whose time has come: each version replaces its
// published document, in one transaction, as the Content Lake's scheduler does.
import type { LakeDocument } from "./dataset.ts";
import { ConflictError, type DocumentStore, type SanityMutation, type Transaction } from "./store.ts";

export const releaseDocumentId = (releaseId: string) => `_.releases.${releaseId}`;

export type ReleaseAction = {
  actionType: string;
  releaseId?: string;
  metadata?: Record<string, unknown>;
  patch?: Record<string, unknown>;
  publishAt?: string;
};

function release(store: DocumentStore, releaseId: string | undefined): LakeDocument {
  const document = releaseId ? store.get(releaseDocumentId(releaseId)) : null;
  if (!document) throw new ConflictError(`There is no release ${releaseId}`);
  return document;
}

/** The versions a release holds. */
const versionsIn = (store: DocumentStore, releaseId: string) =>
  store.documents.filter(({ _id }) => _id.startsWith(`versions.${releaseId}.`));

/** Publishing a release: each version replaces its published document and is deleted; the release is published. */
function publishMutations(store: DocumentStore, releaseId: string, publishedAt: string): SanityMutation[] {
  const versions = versionsIn(store, releaseId);
  return [
    ...versions.flatMap((version) => {
      const { _rev, _createdAt, _updatedAt, _system, ...content } = version as LakeDocument & { _system?: unknown };
      const publishedId = version._id.slice(`versions.${releaseId}.`.length);
      return [{ createOrReplace: { ...content, _id: publishedId } as LakeDocument }, { delete: { id: version._id } }];
    }),
    {
      patch: {
        id: releaseDocumentId(releaseId),
        set: { state: "published", publishedAt, finalDocumentStates: versions.map(({ _id }) => ({ id: _id })) },
      },
    },
  ];
}

/** The mutations of one `sanity.action.release.*` action. */
export function releaseMutations(store: DocumentStore, action: ReleaseAction): SanityMutation[] {
  const id = releaseDocumentId(action.releaseId ?? "");
  switch (action.actionType) {
    case "sanity.action.release.create":
      if (!action.releaseId) throw new ConflictError("A release needs a releaseId");
      return [
        {
          create: {
            _id: id,
            _type: "system.release",
            name: action.releaseId,
            state: "active",
            metadata: { releaseType: "undecided", ...action.metadata },
          } as unknown as LakeDocument,
        },
      ];
    case "sanity.action.release.edit":
      release(store, action.releaseId);
      return [{ patch: { ...action.patch, id } }];
    case "sanity.action.release.schedule": {
      const at = Date.parse(action.publishAt ?? "");
      if (Number.isNaN(at)) throw new ConflictError("Scheduling a release needs publishAt");
      if (release(store, action.releaseId).state !== "active")
        throw new ConflictError("Only an active release can be scheduled");
      return [{ patch: { id, set: { state: "scheduled", publishAt: new Date(at).toISOString() } } }];
    }
    case "sanity.action.release.unschedule":
      release(store, action.releaseId);
      return [{ patch: { id, set: { state: "active" }, unset: ["publishAt"] } }];
    case "sanity.action.release.publish":
      release(store, action.releaseId);
      return publishMutations(store, action.releaseId ?? "", new Date().toISOString());
    case "sanity.action.release.archive":
      release(store, action.releaseId);
      return [
        ...versionsIn(store, action.releaseId ?? "").map(({ _id }) => ({ delete: { id: _id } })),
        { patch: { id, set: { state: "archived" } } },
      ];
    case "sanity.action.release.unarchive":
      release(store, action.releaseId);
      return [{ patch: { id, set: { state: "active" } } }];
    case "sanity.action.release.delete":
      release(store, action.releaseId);
      return [{ delete: { id } }];
    default:
      throw new ConflictError(`The stand-in does not support ${action.actionType}`);
  }
}

/** Publishes, each in its own transaction, every scheduled release whose `publishAt` is not after `now`. */
export function publishDue(store: DocumentStore, now: Date): Transaction[] {
  const due = store.documents.filter(
    (document) =>
      document._type === "system.release" &&
      document.state === "scheduled" &&
      Date.parse(String(document.publishAt)) <= now.getTime(),
  );
  return due.map((document) =>
    store.commit(publishMutations(store, String(document._id).slice("_.releases.".length), now.toISOString())),
  );
}

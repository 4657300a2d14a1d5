// The account and project answers the Studio asks for before it shows anything: who is logged in, the project
// and its members, the datasets, and the editor's rights. With no token the Studio gets 401 and shows its login.
import { type LakeRequest, type LakeResponse, sendJson } from "./http.ts";

export const EDITOR = {
  id: "editor-test",
  name: "Editora de pruebas",
  email: "editora@casinolupa.test",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "sanity",
};

/** The plan features the project has: the Studio offers what they name. */
export const PROJECT_FEATURES = ["singleDocRelease"];

/** Answers `path` (without its `/v<version>` prefix) when it is a project request; false otherwise. */
export function answerProjectRequest(
  request: LakeRequest,
  response: LakeResponse,
  path: string,
  project: { projectId: string; dataset: string },
): boolean {
  const loggedIn = /^Bearer \S+/.test(String(request.headers.authorization ?? ""));
  const projectPath = `/projects/${project.projectId}`;
  if (path === "/users/me") {
    if (loggedIn) sendJson(request, response, 200, EDITOR);
    else sendJson(request, response, 401, { error: "Unauthorized", message: "Not logged in" });
    return true;
  }
  if (path === projectPath) {
    sendJson(request, response, 200, {
      id: project.projectId,
      displayName: "CasinoLupa",
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      features: [],
      members: [{ id: EDITOR.id, role: EDITOR.role, roles: EDITOR.roles, isCurrentUser: true, isRobot: false }],
    });
    return true;
  }
  if (path === `${projectPath}/datasets`) {
    sendJson(request, response, 200, [{ name: project.dataset, aclMode: "public" }]);
    return true;
  }
  if (path === `${projectPath}/datasets/${project.dataset}/acl`) {
    const permissions = ["read", "create", "history", "update"];
    sendJson(request, response, 200, [{ filter: '_id in path("**")', permissions }]);
    return true;
  }
  if (path === "/features" || path === `${projectPath}/features`) {
    // Scheduled drafts («Programar publicación»), which the stand-in publishes on time (releases.ts).
    sendJson(request, response, 200, PROJECT_FEATURES);
    return true;
  }
  return false;
}

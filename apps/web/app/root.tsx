import { Links, Meta, Outlet, useMatches } from "react-router";
import favicon from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BrowserScripts } from "./components/browser-scripts";
import { ErrorScreen } from "./components/error-screen";
import { hasIslands } from "./lib/route-handle";
import { useShellData } from "./lib/shell";

/**
 * The icon inside the page (about 200 bytes of brotli per page): as a file of its own, the browser asked for it while the
 * first paint was still waiting for the stylesheet, and Lighthouse's simulation then made the paint wait for it too
 * (docs/decisions/008-serving-under-load.md). public/favicon.svg stays, for the structured data's logo.
 */
const FAVICON_URL = `data:image/svg+xml,${favicon.trim().replace(/["<>#%]/g, encodeURIComponent)}`;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: FAVICON_URL, type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const islands = hasIslands(useMatches().map((match) => match.handle));
  // An editor's preview (the layout's loader says so) also loads visual editing; a visitor's page never does.
  const preview = Boolean(useShellData()?.previewExit);
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <BrowserScripts islands={islands} preview={preview} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort, when even the site shell could not load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="container-page py-16">
      <ErrorScreen error={error} />
    </main>
  );
}

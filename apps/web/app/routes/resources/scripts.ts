// /scripts/<name>-<version>.js: third-party browser code served from our own origin (the CSP allows scripts
// from 'self' only). Today only the home carousel's engine, Embla; any other name is a 404.
import { emblaScriptPath, emblaScriptSource } from "../../components/home/embla.server";
import type { Route } from "./+types/scripts";

export async function loader({ params }: Route.LoaderArgs) {
  if (`/scripts/${params.file}` !== emblaScriptPath) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(await emblaScriptSource(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

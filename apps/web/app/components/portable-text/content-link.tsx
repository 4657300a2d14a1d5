import { ExternalLink, OperatorLink } from "../operator-link";
import { Link } from "../site-link";
import { classifyLink } from "./link-kind";

const linkClass =
  "font-medium text-brand-strong underline decoration-brand/40 decoration-1 underline-offset-3 hover:decoration-brand hover:decoration-2";

/** A link written in content, rendered by what it points to (see link-kind.ts). */
export function ContentLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  const link = classifyLink(href);
  switch (link.kind) {
    case "internal":
      return (
        <Link to={link.to} className={linkClass}>
          {children}
        </Link>
      );
    case "anchor":
    case "contact":
      return (
        <a href={link.href} className={linkClass}>
          {children}
        </a>
      );
    case "external":
      return (
        <ExternalLink href={link.href} className={linkClass}>
          {children}
        </ExternalLink>
      );
    case "sponsored":
      return (
        <OperatorLink href={link.href} className={`${linkClass} inline-flex items-baseline gap-0.5`} inline>
          {children}
        </OperatorLink>
      );
    case "invalid":
      return <>{children}</>;
  }
}

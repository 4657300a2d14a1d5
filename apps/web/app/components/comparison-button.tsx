// The button that closes a section by leading on to the full comparison, in the section's own words.
import { href } from "react-router";
import { Link } from "./site-link";

export function ComparisonButton({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-8">
      <Link to={href("/comparacion")} className="btn-secondary">
        {children}
      </Link>
    </p>
  );
}

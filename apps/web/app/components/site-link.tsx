// Links between the site's own pages. No page hydrates a router (a page ships at most its islands and a small
// module of its own), so React Router's <Link> and <NavLink> only resolved each `to` against the route tree on every
// render: 0.6-0.7 ms of a review's render, about a tenth (profiled, decision 008). Plain anchors do what a visitor
// sees; every `to` here is a path from the site's root (or a full address), and a browser resolves it as <Link> did.
import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export function Link({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Only this exact path is the current page, not the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link in the navigation that marks itself as the current page (aria-current="page"), as <NavLink> did. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = to.replace(/[?#].*$/, "");
  const isActive = pathname === path || (!end && path !== "/" && pathname.startsWith(`${path}/`));
  return (
    <a
      href={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...props}
    />
  );
}

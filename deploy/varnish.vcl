# Varnish in front of HAProxy: keeps pages as the origin's Cache-Control says (s-maxage), keyed like the origin's
# page cache, serves them stale while it refetches and while the origin is down, and lets the publish webhook purge
# every page by the one surrogate key they all carry (`xkey: site`). docs/deployment.md explains
# each choice; the cluster drill (tools/drills/cluster.ts) runs this file.
#
# Run: varnishd -F -f /path/to/varnish.vcl -p vcl_path=<folder of varnish-backend.vcl>:<folder of this file>
# Needs the xkey module (Debian: varnish-modules).
vcl 4.1;

import std;
import xkey;

# The deployment's own names and addresses: the site's host (sub casinolupa_site), the backend (HAProxy, with a
# probe) and the `purgers` ACL.
include "varnish-backend.vcl";
# Generated from the route handles: which query parameters each page reads (sub casinolupa_page_query).
include "./varnish-pages.vcl";

sub vcl_recv {
  # The publish webhook purges every page by the key they all carry, named in `xkey-purge` (`site`). Soft: they
  # are refetched on their next request, and served stale meanwhile and while the origin is down. Only from the addresses in `purgers`: the direct peer, never a header a client could write.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the keys in xkey-purge"));
    }
    set req.http.X-Purged = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  call casinolupa_site;
  # Form posts and every other method go to the origin untouched, as do its health checks.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/(readyz|healthz)(\?|$)") {
    return (pass);
  }
  # Preview traffic (an editor's draft view) is never kept nor served from here: the signed session cookie, in
  # its own shape (`sanity-preview-session=<expiry>.<studio>.<signature>`, apps/web/app/preview.server.ts), and
  # the Presentation tool's link, which only /api/vista-previa reads. Anything else that merely looks like them
  # is a lookup like any other, so it cannot be used to bypass the cache.
  if (req.http.Cookie ~ "(^|;\s*)sanity-preview-session=[0-9]{1,12}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}(;|$)"
      || req.url ~ "^/api/vista-previa\?(.*&)?sanity-preview-") {
    return (pass);
  }
  # No page depends on a cookie (the site sets none) nor on Authorization (no page reads it): neither may split
  # or bypass the cache.
  unset req.http.Cookie;
  unset req.http.Authorization;

  # One copy per encoding the origin makes: brotli, gzip or none. Kept in a header of our own, because Varnish
  # rewrites Accept-Encoding to gzip for lookups (http_gzip_support) and would never ask the origin for brotli.
  # A coding counts only with a q above zero: `br;q=0` refuses brotli.
  if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*(,|$))[01](\.[0-9]*)?\s*)?(,|$)") {
    set req.http.X-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*(,|$))[01](\.[0-9]*)?\s*)?(,|$)") {
    set req.http.X-Encoding = "gzip";
  } else {
    set req.http.X-Encoding = "identity";
  }

  # Keyed on the path and the query parameters the page reads, as the origin keys its page cache: `utm_*`,
  # `fbclid`, `gclid` and the rest are dropped before the lookup (and never reach the origin).
  call casinolupa_page_query;
  if (req.http.X-Page-Query) {
    set req.url = regsuball(req.url, "&{2,}", "&");
    set req.url = regsub(req.url, "\?&", "?");
    set req.url = regsub(req.url, "[?&]$", "");
    unset req.http.X-Page-Query;
  }

  # Stale pages: for `stale-while-revalidate` (10 minutes) while the origin is healthy, for the whole grace when
  # it is not (vcl_backend_response).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10m;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  # The site's own name (casinolupa_site), never the client's.
  hash_data(req.http.Host);
  hash_data(req.http.X-Encoding);
  return (lookup);
}

sub vcl_backend_fetch {
  # Asks HAProxy for the surrogate keys, which it gives only to Varnish's address (deploy/haproxy.cfg). Set here,
  # so a client's own header never passes.
  set bereq.http.Surrogate-Capability = {"casinolupa="xkey""};
  if (bereq.http.X-Encoding == "identity") {
    unset bereq.http.Accept-Encoding;
  } elsif (bereq.http.X-Encoding) {
    set bereq.http.Accept-Encoding = bereq.http.X-Encoding;
  }
  unset bereq.http.X-Encoding;
}

sub vcl_backend_response {
  # HAProxy's own error for a sign-up (its process died mid-request, or none was up) becomes the sign-up's page
  # in vcl_backend_error. A process always answers with its X-Request-Id; HAProxy's error pages never carry one.
  if (bereq.method == "POST" && bereq.url ~ "^/newsletter(\?|$)" && beresp.status >= 502 && beresp.status <= 504
      && !beresp.http.X-Request-Id) {
    return (error(503, "Sign-up interrupted"));
  }
  # A refetch of a stale page that fails keeps the stale page (grace); a failed fetch is never kept.
  # So does a refetch the origin answers with `s-maxage=0`, its copy left stale by a publish while it renders the
  # new one (a 304 included): an object born with a TTL of 0 is never found again, not even in grace, so it would
  # replace a page Varnish can serve with one it cannot, and a page published just before an outage would be a 503.
  if (bereq.is_bgfetch && beresp.ttl <= 0s) {
    return (abandon);
  }
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Only what the origin says any cache may keep: never a response that sets a cookie, nor one without
  # Cache-Control, nor `no-store`/`private`/`no-cache` (answers about one visitor, form answers, outbound links).
  if (beresp.http.Set-Cookie || !beresp.http.Cache-Control
      || beresp.http.Cache-Control ~ "(?i)no-store|private|no-cache") {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # The TTL is the origin's s-maxage (Varnish reads it); pages are kept this long past it, to be served when the
  # origin is down.
  set beresp.grace = 24h;
  # The encoding is part of the key (vcl_hash); Varnish's own Vary matching would compare the rewritten header.
  if (beresp.http.Vary == "Accept-Encoding") {
    unset beresp.http.Vary;
    set beresp.http.X-Vary-Encoding = "1";
  }
  return (deliver);
}

# A sign-up (POST /newsletter) whose process died before it answered, or that found no process: the visitor gets
# a page that says what happened, in the form's own words, never Varnish's bare 503. The sign-up may have been
# stored before the process died, so it says so. A POST is never fetched twice (nothing here asks for a retry,
# and Varnish does not resend a request body it streamed).
sub vcl_backend_error {
  if (bereq.method == "POST" && bereq.url ~ "^/newsletter(\?|$)") {
    set beresp.status = 503;
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    if (bereq.http.Accept ~ "application/json") {
      # What the home page's form script reads (apps/web/app/components/newsletter/form.tsx).
      set beresp.http.Content-Type = "application/json; charset=utf-8";
      synthetic("""{"ok":false,"message":{"title":"No sabemos si tu suscripción se ha completado","description":"Se ha cortado la conexión mientras la procesábamos. Si en unos minutos no te llega el correo de confirmación, vuelve a intentarlo.","variant":"destructive"}}""");
    } else {
      set beresp.http.Content-Type = "text/html; charset=utf-8";
      synthetic("""<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No sabemos si tu suscripción se ha completado · CasinoLupa</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>No sabemos si tu suscripción se ha completado</h1>
<p>Se ha cortado la conexión mientras la procesábamos. Si en unos minutos no te llega el correo de confirmación, vuelve a intentarlo.</p>
<p><a href="/newsletter">Volver a la newsletter</a></p>
</body>
</html>
""");
    }
    return (deliver);
  }
}

sub vcl_deliver {
  # The surrogate keys are for purging only.
  unset resp.http.xkey;
  if (resp.http.X-Vary-Encoding) {
    unset resp.http.X-Vary-Encoding;
    set resp.http.Vary = "Accept-Encoding";
  }
  if (obj.uncacheable) {
    set resp.http.X-Cache = "pass";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}

# The deployment's own names and addresses, for deploy/varnish.vcl (which includes this file through varnishd's
# vcl_path): the site's host name, the load balancer Varnish fetches from, and who may purge. Copy it beside
# varnish.vcl and edit it; the cluster drill writes its own from this one.

# The site's one name. Every request is keyed on it and sent to HAProxy with it, whatever Host the client wrote:
# the client's Host in the key would let anyone fill the cache with copies of each page (one per name).
sub casinolupa_site {
  set req.http.Host = "www.casinolupa.es";
}

backend haproxy {
  .host = "127.0.0.1";
  .port = "80";
  # HAProxy's monitor-uri (deploy/haproxy.cfg): 200 while any web process is in rotation, 503 when none is.
  # Varnish then serves every page it has for the whole of its grace (varnish.vcl) instead of the error. One
  # process's /readyz would mark the site down whenever that process restarts.
  .probe = {
    .request = "GET /haproxy-ready HTTP/1.1" "Host: localhost" "Connection: close";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
  }
  .first_byte_timeout = 20s;
}

# Who may send PURGE requests: the web processes (the publish webhook purges from them). Empty, so nobody may
# until you list them: the processes' own addresses (for processes on this host, "127.0.0.1"; and "::1"), never a
# range visitors' requests can come from, nor the address of a TLS terminator in front of Varnish (its visitors
# would all be allowed).
acl purgers {
}

# The addresses of one deployment, for deploy/varnish.vcl (which includes this file through varnishd's vcl_path):
# the load balancer Varnish fetches from, and who may purge. Copy it beside varnish.vcl and edit it; the cluster
# drill writes its own.

backend haproxy {
  .host = "127.0.0.1";
  .port = "80";
  # HAProxy answers /readyz from a ready web process, or 503 when none is: Varnish then serves every page it has
  # for the whole of its grace (varnish.vcl) instead of the error.
  .probe = {
    .request = "GET /readyz HTTP/1.1" "Host: localhost" "Connection: close";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
  }
  .first_byte_timeout = 20s;
}

# Who may send PURGE requests: the web processes (the publish webhook purges from them). Loopback here; list the
# processes' own addresses, never a range visitors' requests can come from (nor a TLS terminator's address).
acl purgers {
  "127.0.0.1";
  "::1";
}

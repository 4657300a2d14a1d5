// A throwaway self-signed certificate for Sanity's host names, made with openssl when a test starts. Browsers
// speak HTTP/2 only over TLS, and the Studio needs HTTP/2 (it holds more event streams open than HTTP/1.1 allows
// connections per host). The browser is told to ignore certificate errors, so nothing is ever trusted.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function selfSignedCertificate(hosts: string[]): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), "content-lake-tls-"));
  try {
    const [keyFile, certFile] = [join(folder, "key.pem"), join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", `/CN=${hosts[0]}`],
        ...["-addext", `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

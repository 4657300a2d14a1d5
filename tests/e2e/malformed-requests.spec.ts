// Requests no browser sends, written byte for byte: a target or a Host that makes no URL is refused with 400,
// and the process goes on serving. One such request used to end the process (and, through the load balancer's
// retries, every process behind it).
import { connect } from "node:net";
import { rawRequest } from "@casinolupa/tools/raw-http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";

const port = Number(new URL(baseURL).port);

const TARGETS = [
  "//a:b/",
  "//[",
  "//%zz/",
  "//1.2.3.4.5/",
  "//x:99999/",
  "http://[",
  "http://a:b/",
  "/%zz",
  "/ruleta%ff",
];
const HOSTS = ["[", "a b", "x:99999", "%zz"];

test("a target that makes no URL gets 400 and the site keeps answering", async () => {
  for (const path of TARGETS) {
    const answer = await rawRequest(port, { method: "GET", path });
    expect(answer.status, path).toBe(400);
    expect((await rawRequest(port, { method: "GET", path: "/comparacion" })).status, `after ${path}`).toBe(200);
  }
});

test("a form post whose Origin makes no URL gets 400, as another site's Origin does", async () => {
  for (const origin of ["ht!tp:::", "https://otro-sitio.example"]) {
    const body = "email=lectora%40example.com";
    const answer = await rawRequest(port, {
      method: "POST",
      path: "/newsletter",
      headers: [
        ["Origin", origin],
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Content-Length", String(body.length)],
      ],
      body,
    });
    expect(answer.status, origin).toBe(400);
  }
});

test("a Host that is not a host name gets 400 on pages, files and forms alike", async () => {
  for (const host of HOSTS) {
    for (const [method, path] of [
      ["GET", "/"],
      ["GET", "/sitemap.xml"],
      ["POST", "/newsletter"],
    ] as const) {
      const answer = await rawRequest(port, { method, path, headers: [["Host", host]] });
      expect(answer.status, `${method} ${path} with Host ${host}`).toBe(400);
    }
  }
  expect((await rawRequest(port, { method: "GET", path: "/healthz" })).status).toBe(200);
});

test("a CONNECT whose client resets the connection after the 405 leaves the process serving", async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const status = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
      );
      socket.once("data", (data: Buffer) => {
        socket.resetAndDestroy();
        resolve(data.toString("latin1").split(" ")[1] ?? "");
      });
      socket.on("error", () => resolve("error"));
    });
    expect(status).toBe("405");
  }
  await expect
    .poll(() => rawRequest(port, { method: "GET", path: "/healthz" }).then((answer) => answer.status))
    .toBe(200);
});

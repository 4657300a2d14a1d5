// Requests no browser sends, written byte for byte: a target or a Host that makes no URL is refused with 400,
// and the process goes on serving. One such request used to end the process (and, through the load balancer's
// retries, every process behind it).
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { rawRequest } from "../../scripts/drills/lib/raw-http.ts";

const port = Number(new URL(baseURL).port);

const TARGETS = ["//a:b/", "//[", "//%zz/", "//1.2.3.4.5/", "//x:99999/", "http://[", "http://a:b/"];
const HOSTS = ["[", "a b", "x:99999", "%zz"];

test("a target that makes no URL gets 400 and the site keeps answering", async () => {
  for (const path of TARGETS) {
    const answer = await rawRequest(port, { method: "GET", path });
    expect(answer.status, path).toBe(400);
    expect((await rawRequest(port, { method: "GET", path: "/comparacion" })).status, `after ${path}`).toBe(200);
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

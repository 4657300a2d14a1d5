// The guards every request meets, as a caller sees them: what admit() lets through, and the bodies a server built
// with bodyLimit refuses before reading them.
import type { AddressInfo } from "node:net";
import { ISSUE_VIEW_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admit, BODY_LIMITS, bodyLimit } from "./guards";

describe("admit()", () => {
  it("passes a page's target and Host through", () => {
    expect(admit("GET", "/comparacion?x=1", "www.casinolupa.es")).toBe("/comparacion?x=1");
  });

  it("refuses a Host with userinfo (a@b) with 400, whatever the method: no Request can be built from it", () => {
    for (const method of ["GET", "OPTIONS", "POST"]) {
      expect(admit(method, "/comparacion", "a@b")).toEqual({ status: 400, text: "Bad Request" });
      expect(admit(method, "/newsletter", "a@127.0.0.1:4132")).toEqual({ status: 400, text: "Bad Request" });
      expect(admit(method, "/", "a:b@127.0.0.1")).toEqual({ status: 400, text: "Bad Request" });
    }
  });
});

describe("bodyLimit", () => {
  let origin = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.post(Object.keys(BODY_LIMITS), bodyLimit);
    app.post("/{*path}", (req, res) => {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      req.on("end", () => res.send(`read ${bytes}`));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/boletin/vista`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("lets the Studio's draft of an issue through", async () => {
    const draft = JSON.stringify({ subject: "Novedades", intro: "Hola.", periodStart: "2026-11-01" });
    const response = await post(draft);
    expect(await response.text()).toBe(`read ${Buffer.byteLength(draft)}`);
  });

  it("refuses an issue draft larger than its limit with 413, and one without a length with 411", async () => {
    const large = await post("x".repeat(ISSUE_VIEW_BODY_LIMIT_BYTES + 1));
    expect([large.status, await large.text()]).toEqual([413, "Payload Too Large"]);
    const chunked = await post(new Blob(["{}"]).stream());
    expect([chunked.status, await chunked.text()]).toEqual([411, "Length Required"]);
  });
});

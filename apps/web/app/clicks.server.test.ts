import { type ClickCount, createDb, type Db, migrate, utcDay } from "@casinolupa/db";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@casinolupa/db/testing";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createClickCounter } from "./clicks.server";

let database: ThrowawayDatabase;
let db: Db;
beforeAll(async () => {
  database = await createThrowawayDatabase("sqlite");
  await migrate(database.url);
  db = createDb(database.url);
});
afterAll(async () => {
  await db?.disconnect();
  await database?.drop();
});

const at = new Date("2033-02-03T10:00:00Z");
const quiet = { warn() {} };

async function stored(slug: string): Promise<number> {
  const rows = await db.clicks.between(utcDay(at), utcDay(at));
  return rows.find((row) => row.casinoSlug === slug)?.count ?? 0;
}

test("1,000 clicks from one client on one casino count once; other clients and casinos count too", async () => {
  const counter = createClickCounter({ clicks: db.clicks, now: () => at, log: quiet });
  for (let i = 0; i < 1_000; i++) counter.count("bet365", "203.0.113.9");
  counter.count("bet365", "203.0.113.10");
  counter.count("codere", "203.0.113.9");
  expect(await counter.flush()).toBe(true);
  expect(await stored("bet365")).toBe(2);
  expect(await stored("codere")).toBe(1);
});

test("clicks from 100 addresses of one IPv6 /64 count once, as one client; another /64 counts again", async () => {
  const counter = createClickCounter({ clicks: db.clicks, now: () => at, log: quiet });
  for (let i = 1; i <= 100; i++) counter.count("leovegas", `2001:db8:1:2::${i.toString(16)}`);
  counter.count("leovegas", "2001:db8:1:3::1");
  await counter.flush();
  expect(await stored("leovegas")).toBe(2);
});

test("the same client counts again once the 10 minutes are over", async () => {
  let clock = at.getTime();
  const counter = createClickCounter({ clicks: db.clicks, now: () => new Date(clock), log: quiet });
  counter.count("paf", "198.51.100.1");
  clock += 9 * 60_000;
  counter.count("paf", "198.51.100.1");
  clock += 61_000;
  counter.count("paf", "198.51.100.1");
  await counter.flush();
  expect(await stored("paf")).toBe(2);
});

test("clicks made while the database is away are kept and written once it is back", async () => {
  let down = true;
  const clicks = {
    add: (counts: ClickCount[]) => (down ? Promise.reject(new Error("connect ECONNREFUSED")) : db.clicks.add(counts)),
  };
  const counter = createClickCounter({ clicks, now: () => at, log: quiet });
  for (let i = 0; i < 20; i++) counter.count("luckia", `192.0.2.${i}`);
  expect(await counter.flush()).toBe(false);
  counter.count("luckia", "192.0.2.200");
  expect(await counter.flush()).toBe(false);
  expect(counter.pending).toBe(21);
  down = false;
  expect(await counter.flush()).toBe(true);
  expect(counter.pending).toBe(0);
  expect(await stored("luckia")).toBe(21);
});

test("stopping writes the clicks still buffered", async () => {
  const counter = createClickCounter({ clicks: db.clicks, now: () => at, log: quiet });
  counter.start();
  for (let i = 0; i < 5; i++) counter.count("sportium", `192.0.2.${i}`);
  await counter.stop();
  expect(await stored("sportium")).toBe(5);
});

test("the buffer is bounded: clicks past its size are dropped, not kept", async () => {
  const counter = createClickCounter({ clicks: db.clicks, now: () => at, log: quiet, maxPendingKeys: 2 });
  expect(counter.count("a", null)).toBe(true);
  expect(counter.count("b", null)).toBe(true);
  expect(counter.count("c", null)).toBe(false);
  expect(counter.count("a", null)).toBe(true);
  expect(counter.pending).toBe(3);
});

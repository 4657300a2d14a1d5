import { expect, test } from "vitest";
import { cappedResponsibleTools, SANCTION_CAP, sanctionCap } from "./sanction-cap.ts";

const barred = { date: "2025-11-25", protectedPlayers: true };
const technical = { date: "2025-11-25", protectedPlayers: false };

test("a recent fine for letting barred people play caps «Juego responsable»; a technical fine does not", () => {
  expect(sanctionCap([technical, barred], "2026-11-26")).toEqual({
    cap: SANCTION_CAP.cap,
    reason: SANCTION_CAP.reason,
    date: "2025-11-25",
  });
  expect(cappedResponsibleTools(8.4, [barred], "2026-11-26")).toBe(5);
  expect(cappedResponsibleTools(4.2, [barred], "2026-11-26")).toBe(4.2);
  expect(cappedResponsibleTools(8.4, [technical], "2026-11-26")).toBe(8.4);
  expect(sanctionCap([], "2026-11-26")).toBeUndefined();
});

test("the cap lasts three years from the sanction's date, then the editor's score counts again", () => {
  expect(sanctionCap([barred], "2028-11-24")?.cap).toBe(5);
  expect(sanctionCap([barred], "2028-11-26")).toBeUndefined();
});

import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { RatingBreakdown } from "./rating-breakdown";

// Example sub-scores (bet365's before the «Bonos justos» formula): (9.8×25 + 9×15 + 9.6×15 + 9.4×15 + 9.5×10 + 9.7×10 + 9.3×10) / 100 = 9.5.
const bet365 = {
  safety: 9.8,
  bonusFairness: 9,
  payments: 9.6,
  games: 9.4,
  support: 9.5,
  mobile: 9.7,
  responsibleTools: 9.3,
};

const render = (element: React.ReactElement) =>
  renderToString(<MemoryRouter>{element}</MemoryRouter>).replaceAll("<!-- -->", "");

test("shows each criterion with its weight, a bar, and the weighted total that is the published rating", () => {
  const html = render(<RatingBreakdown breakdown={bet365} rating={9.5} name="bet365" />);
  expect(html).toContain("Puntuación de bet365, apartado a apartado");
  expect(html.match(/<meter /g)).toHaveLength(7);
  expect(html).toMatch(/<meter aria-labelledby="desglose-puntuacion-safety" min="0" max="10" value="9.8"/);
  expect(html).toContain("Seguridad y licencia");
  expect(html).toMatch(/peso 25\u00a0%/);
  expect(html).toMatch(/peso 10\u00a0%/);
  expect(html).toContain('Media ponderada: <span class="tabular-nums">9,50</span>');
  expect(html).toMatch(/Nota final: 9,5/);
  expect(html).toContain('href="/como-puntuamos"');
  expect(html).not.toContain("style=");
});

test("the link to the method can be left out (on the method page itself)", () => {
  const html = render(<RatingBreakdown breakdown={bet365} rating={9.5} showMethodLink={false} headingLevel={3} />);
  expect(html).not.toContain('href="/como-puntuamos"');
  expect(html).toContain("<h3");
});

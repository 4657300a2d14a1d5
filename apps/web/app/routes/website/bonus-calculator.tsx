// /calculadora-bonos: the wagering-requirement calculator on a page of its own, with what wagering, RTP and
// house edge mean. The form is a GET form: the loader reads the query string, so it works without JavaScript.
import { href } from "react-router";
import { BONUS_CALCULATOR_ID, BonusCalculator } from "../../components/calculators/bonus-calculator";
import { homeTrail, PageHeader } from "../../components/info-page/page-header";
import { Link } from "../../components/site-link";
import { bonusCalculatorState, WAGERING_PARAMS, type WageringDefaults } from "../../lib/calculators/form-state";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta, siteOrigin, webPageJsonLd } from "../../lib/seo";
import type { Route } from "./+types/bonus-calculator";

export const handle: RouteHandle = { searchParams: Object.values(WAGERING_PARAMS) };

const PATH = href("/calculadora-bonos");
const TITLE = "Calculadora de requisitos de apuesta";
const DESCRIPTION =
  "Calcula cuánto tendrás que apostar para liberar un bono de casino, cuánto esperas perder según el RTP y qué te queda de media. Gratis y sin registro.";

/** A typical welcome offer, so the page opens with a worked example. */
const EXAMPLE: WageringDefaults = { bonus: 100, deposit: 100, multiple: 35, base: "bonus", rtpPercent: 96 };

export function loader({ request }: Route.LoaderArgs) {
  return { calculator: bonusCalculatorState(new URL(request.url).searchParams, EXAMPLE) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = siteOrigin(matches);
  return pageMeta({
    title: "Calculadora de requisitos de apuesta de bonos",
    description: DESCRIPTION,
    keywords: [
      "calculadora requisitos de apuesta",
      "calculadora bonos casino",
      "rollover bono",
      "RTP",
      "ventaja de la casa",
    ],
    path: PATH,
    origin,
    structuredData: webPageJsonLd(origin, { name: TITLE, description: DESCRIPTION, path: PATH }),
  });
};

const linkClass = "font-semibold text-brand-strong underline underline-offset-3 hover:no-underline";

export default function BonusCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <PageHeader
        trail={homeTrail(TITLE, PATH)}
        eyebrow="Herramientas"
        title={TITLE}
        intro="Casi todos los bonos de bienvenida tienen un requisito de apuesta: antes de retirar el bono, o lo que ganes con él, tienes que apostar varias veces su importe. Esta calculadora te dice cuánto supone eso en euros y cuánto esperas perder mientras lo cumples."
      />
      <div className="container-page space-y-12 py-8 md:py-12">
        <BonusCalculator action={PATH} state={loaderData.calculator} id={BONUS_CALCULATOR_ID} />

        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <section aria-labelledby="que-es-requisito" className="max-w-[70ch]">
            <h2 id="que-es-requisito" className="text-2xl font-bold tracking-tight">
              Qué es el requisito de apuesta
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-ink-soft">
              <p>
                Un requisito «×35» significa que tienes que apostar 35 veces una cantidad antes de poder retirar el
                bono. Fíjate en <strong className="text-ink">sobre qué se aplica</strong>: solo sobre el bono o sobre el
                bono más tu depósito. Con un bono de 100 € y un depósito de 100 €, ×35 sobre el bono son 3.500 € de
                apuestas; sobre bono + depósito, 7.000 €.
              </p>
              <p>
                Cuentan las apuestas, no las pérdidas: si apuestas 1 € cien veces, has apostado 100 €, ganes o pierdas.
                Las condiciones suelen fijar además una apuesta máxima mientras el bono está activo y un plazo para
                cumplir el requisito; si se acaba el plazo, pierdes el bono y lo ganado con él.
              </p>
            </div>
          </section>

          <section aria-labelledby="rtp-ventaja" className="max-w-[70ch]">
            <h2 id="rtp-ventaja" className="text-2xl font-bold tracking-tight">
              RTP y ventaja de la casa
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-ink-soft">
              <p>
                El RTP (retorno al jugador) es el porcentaje de lo apostado que un juego devuelve a largo plazo. Una
                tragaperras con un RTP del 96 % devuelve de media 96 € por cada 100 € apostados; los 4 € restantes son
                la <strong className="text-ink">ventaja de la casa</strong>. Por eso, cuanto más tienes que apostar para
                liberar un bono, más esperas perder por el camino.
              </p>
              <p>
                El RTP es una media sobre millones de jugadas: en una sesión corta puedes ganar o perder mucho más. Lo
                explicamos con ejemplos en nuestra{" "}
                <Link to="/slots-online" className={linkClass}>
                  guía de tragaperras online
                </Link>
                .
              </p>
            </div>
          </section>
        </div>

        <section aria-labelledby="antes-de-aceptar" className="rounded-card border border-line bg-white p-5 sm:p-7">
          <h2 id="antes-de-aceptar" className="text-xl font-bold tracking-tight md:text-2xl">
            Antes de aceptar un bono
          </h2>
          <ul className="mt-4 grid gap-3 text-ink-soft md:grid-cols-2">
            <li>
              <strong className="text-ink">Lee las condiciones completas</strong> en la web del operador: requisito,
              plazo, apuesta máxima y qué juegos cuentan. Pueden cambiar sin aviso.
            </li>
            <li>
              <strong className="text-ink">Los juegos no cuentan todos igual.</strong> Muchas condiciones hacen que la
              ruleta o el blackjack cuenten solo en parte; entonces tendrás que apostar más de lo que sale aquí.
            </li>
            <li>
              <strong className="text-ink">Puedes rechazar el bono.</strong> Sin bono, lo que ganes se puede retirar sin
              requisitos.
            </li>
            <li>
              <strong className="text-ink">Juega solo con dinero que puedas permitirte perder.</strong> Si el juego te
              preocupa, lee nuestra{" "}
              <Link to={href("/guia-juego-responsable")} className={linkClass}>
                guía de juego responsable
              </Link>
              .
            </li>
          </ul>
          <p className="mt-5 text-sm text-muted">
            Compara los requisitos de los casinos con licencia en la{" "}
            <Link to={href("/comparacion")} className={linkClass}>
              comparativa
            </Link>{" "}
            y mira cómo los valoramos en{" "}
            <Link to={href("/como-puntuamos")} className={linkClass}>
              cómo puntuamos
            </Link>
            . Solo para mayores de 18 años.
          </p>
        </section>
      </div>
    </article>
  );
}

import { href } from "react-router";
import { Icon } from "../icon";
import { Link } from "../site-link";

export type HelpLine = { name: string; phone: string; hours: string | null };

/** The closing reminder: adults only, set limits, where to call, and the full guide. */
export function ResponsibleGamblingBox({ helpLine }: { helpLine: HelpLine | undefined }) {
  return (
    <section className="container-page py-12" aria-labelledby="responsible-title">
      <div className="rounded-card border border-amber-300 bg-amber-50 p-6 md:p-10">
        <div className="flex items-start gap-4">
          <span
            className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white text-gold sm:flex"
            aria-hidden="true"
          >
            <Icon name="heart" className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="responsible-title" className="text-2xl font-bold md:text-3xl">
              Juega con responsabilidad
            </h2>
            <p className="mt-3 max-w-3xl text-ink-soft">
              <strong className="mr-1 rounded bg-red-700 px-1.5 py-0.5 text-sm font-bold text-white">+18</strong>
              El juego online es solo para mayores de 18 años. Es una forma de ocio que cuesta dinero, no una manera de
              ganarlo.
            </p>
            <ul className="mt-5 grid gap-3 text-ink-soft md:grid-cols-3">
              <li className="rounded-xl bg-white p-4">
                <strong className="block text-ink">Pon límites antes de empezar</strong>
                Decide cuánto dinero y cuánto tiempo vas a dedicar, y configura los límites de depósito en tu cuenta.
              </li>
              <li className="rounded-xl bg-white p-4">
                <strong className="block text-ink">No persigas las pérdidas</strong>
                Lo perdido, perdido está. Jugar más para recuperarlo es la señal de alarma más común.
              </li>
              <li className="rounded-xl bg-white p-4">
                <strong className="block text-ink">Haz pausas y pide ayuda</strong>
                Si el juego deja de ser divertido, para. La autoexclusión en el RGIAJ te bloquea en todos los operadores
                online con licencia estatal; para salones y casinos físicos, consulta el registro de tu comunidad.
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {helpLine ? (
                <a href={`tel:${helpLine.phone.replace(/\s+/g, "")}`} className="btn-primary">
                  <Icon name="phone" className="size-5" />
                  Llamar gratis al {helpLine.phone}
                </a>
              ) : null}
              <Link to={href("/guia-juego-responsable")} className="btn-secondary">
                Leer la guía de juego responsable
              </Link>
            </div>
            {helpLine ? (
              <p className="mt-3 text-sm text-muted">
                {helpLine.name}: gratuita y confidencial.{helpLine.hours ? ` ${helpLine.hours}.` : ""} No es un teléfono
                de CasinoLupa.
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

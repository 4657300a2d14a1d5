import { DGOJ_REGISTER_NOTE } from "@casinolupa/domain";
import { href } from "react-router";
import { Link } from "../site-link";

/**
 * The box that closes the comparison: how we rank, what we could verify of the licences (`licenceNote`, computed by
 * licenceCheckSentence from every ranked casino), that offers change, 18+ and responsible play.
 */
export function ComparisonNotes({
  bonusConditionsNote,
  licenceNote,
}: {
  bonusConditionsNote: string;
  licenceNote: string;
}) {
  return (
    <section aria-labelledby="notas-comparativa" className="card mt-10 p-6 md:p-8">
      <h2 id="notas-comparativa" className="text-xl font-bold">
        Notas sobre esta comparativa
      </h2>
      <ul className="mt-4 grid gap-4 text-sm text-ink-soft md:grid-cols-2">
        <li>
          <p className="font-semibold text-ink">Cómo puntuamos</p>
          <p className="mt-1">
            La nota sobre 10 combina siete apartados: seguridad y licencia (25 %), bonos justos (15 %), pagos (15 %),
            juegos (15 %), atención al cliente (10 %), móvil (10 %) y juego responsable (10 %). El orden de la lista
            sigue esa nota, no lo que nos paga cada operador.
          </p>
        </li>
        <li>
          <p className="font-semibold text-ink">Qué sabemos de sus licencias</p>
          <p className="mt-1" data-testid="licence-note">
            Solo clasificamos operadores que se presentan como titulares de una licencia de la Dirección General de
            Ordenación del Juego. {licenceNote} {DGOJ_REGISTER_NOTE} Cada reseña dice de dónde sale cada dato y marca
            «sin verificar» lo que no hemos podido comprobar.
          </p>
        </li>
        <li>
          <p className="font-semibold text-ink">Los bonos cambian</p>
          <p className="mt-1">
            Los operadores cambian sus ofertas y condiciones a menudo. {bonusConditionsNote}. Antes de aceptar un bono,
            lee el depósito mínimo, el requisito de apuesta, la apuesta máxima y el plazo.
          </p>
        </li>
        <li>
          <p className="font-semibold text-ink">Solo para mayores de 18 años</p>
          <p className="mt-1">
            Juega con responsabilidad: pon límites de dinero y de tiempo, y nunca juegues para recuperar pérdidas. Si el
            juego deja de ser un entretenimiento, lee nuestra{" "}
            <Link to={href("/guia-juego-responsable")} className="font-semibold text-brand-strong underline">
              guía de juego responsable
            </Link>{" "}
            y pide ayuda.
          </p>
        </li>
      </ul>
    </section>
  );
}

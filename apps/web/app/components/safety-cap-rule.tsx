// The published «Seguridad y licencia» cap on /como-puntuamos. The figures come from the same domain rule that the
// dataset validator and the Studio enforce, so the page cannot disagree with the scores on the site.
import { SAFETY_CAPS, SANCTION_CAP } from "@casinolupa/domain";
import { formatRating } from "../lib/format";

export function SafetyCapRule({ id, headingClassName }: { id: string; headingClassName: string }) {
  return (
    <section aria-labelledby={id} data-testid="safety-cap-rule">
      <h2 id={id} className={headingClassName}>
        El tope de «Seguridad y licencia»
      </h2>
      <div className="mt-4 max-w-[70ch] space-y-4 leading-7 text-ink-soft">
        <p>
          Una nota de seguridad alta tiene que apoyarse en datos comprobados. Por eso, mientras no hayamos podido
          verificar en las condiciones del propio operador o en una fuente pública quién tiene la licencia o cuáles son
          sus números, la nota de «Seguridad y licencia» no puede pasar de estos topes, y la nota final se calcula con
          la nota ya limitada:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          {SAFETY_CAPS.map((rule) => (
            <li key={rule.fact}>
              Si {rule.reason}: como máximo{" "}
              <strong className="text-ink" data-testid={`safety-cap-${rule.fact}`}>
                {formatRating(rule.cap)}
              </strong>
              .
            </li>
          ))}
        </ul>
        <p>
          Si faltan los dos datos, se aplica el tope más bajo. La reseña marca esos datos como «sin verificar» y, en su
          desglose, indica cuándo el tope ha limitado la nota. En cuanto verificamos el dato, el tope deja de aplicarse.
        </p>
      </div>
    </section>
  );
}

/** The published «Juego responsable» cap after a sanction, from the same domain rule the validators enforce. */
export function SanctionCapRule({ id, headingClassName }: { id: string; headingClassName: string }) {
  return (
    <section aria-labelledby={id} data-testid="sanction-cap-rule">
      <h2 id={id} className={headingClassName}>
        El tope de «Juego responsable» tras una sanción
      </h2>
      <div className="mt-4 max-w-[70ch] space-y-4 leading-7 text-ink-soft">
        <p>
          Si la Dirección General de Ordenación del Juego multa al titular de un casino por permitir jugar a personas
          que tienen prohibido el acceso al juego (menores de edad o personas inscritas en el Registro General de
          Interdicciones de Acceso al Juego, por ejemplo porque se autoexcluyeron), su nota de «Juego responsable» no
          puede pasar de <strong className="text-ink">{formatRating(SANCTION_CAP.cap)}</strong> durante{" "}
          {SANCTION_CAP.years} años desde que se hizo pública la multa, y la nota final se calcula con la nota ya
          limitada. Unas buenas herramientas de límites sirven de poco si no se respeta la prohibición de quien ya ha
          pedido no jugar.
        </p>
        <p>
          Las demás sanciones, por ejemplo por requisitos técnicos, aparecen en la reseña con su importe y su fuente,
          pero no cambian la nota.
        </p>
      </div>
    </section>
  );
}

import { DGOJ_REGISTER_NOTE } from "@casinolupa/domain";
import { Icon, type IconName } from "../icon";

/** The licence promise, with the sentence computed from the ranked casinos' «sin verificar» marks (licenceCheckSentence). */
function licenceReason(licenceNote: string) {
  return {
    icon: "shield",
    title: "Licencias: lo comprobado y lo que no",
    text: `Solo clasificamos operadores que se presentan como titulares de una licencia de la Dirección General de Ordenación del Juego. ${licenceNote} ${DGOJ_REGISTER_NOTE}`,
  } as const satisfies { icon: IconName; title: string; text: string };
}

const REASONS = [
  {
    icon: "list-check",
    title: "Condiciones a la vista",
    text: "Junto a cada bono comprobado en los últimos 90 días ves el depósito mínimo, el requisito de apuesta y la apuesta máxima; si la comprobación es más antigua, no mostramos la oferta y te remitimos a las condiciones del operador.",
  },
  {
    icon: "inspect",
    title: "Un método publicado",
    text: "Puntuamos a todos con el mismo método: seguridad, bonos, pagos, juegos, atención, móvil y juego responsable. Los operadores pueden pagarnos una comisión por afiliación, pero eso no cambia su nota.",
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/** Why a visitor can trust the comparison: three short, verifiable promises. */
export function TrustSection({ licenceNote }: { licenceNote: string }) {
  return (
    <section className="container-page py-12" aria-labelledby="trust-title">
      <h2 id="trust-title" className="text-2xl font-bold md:text-3xl">
        Por qué confiar en CasinoLupa
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {[licenceReason(licenceNote), ...REASONS].map(({ icon, title, text }) => (
          <li key={title} className="card p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-ink-soft">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

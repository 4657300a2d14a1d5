import { Icon, type IconName } from "../icon";

const REASONS = [
  {
    icon: "shield",
    title: "Solo casinos con licencia DGOJ",
    text: "Todos los operadores que comparamos tienen licencia de la Dirección General de Ordenación del Juego. Cada reseña dice de dónde sale cada dato de la licencia y cuándo lo consultamos, y marca «sin verificar» lo que no hemos podido comprobar.",
  },
  {
    icon: "list-check",
    title: "Condiciones a la vista",
    text: "Junto a cada bono ves el depósito mínimo, el requisito de apuesta y la apuesta máxima. Si una condición no te encaja, lo sabes antes de registrarte.",
  },
  {
    icon: "inspect",
    title: "Un método publicado",
    text: "Puntuamos a todos con el mismo método: seguridad, bonos, pagos, juegos, atención, móvil y juego responsable. Los operadores pueden pagarnos una comisión por afiliación, pero eso no cambia su nota.",
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/** Why a visitor can trust the comparison: three short, verifiable promises. */
export function TrustSection() {
  return (
    <section className="container-page py-12" aria-labelledby="trust-title">
      <h2 id="trust-title" className="text-2xl font-bold md:text-3xl">
        Por qué confiar en CasinoLupa
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {REASONS.map(({ icon, title, text }) => (
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

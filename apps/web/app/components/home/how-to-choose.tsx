import { ComparisonButton } from "../comparison-button";
import { ExternalLink } from "../operator-link";

const STEPS = [
  {
    title: "Comprueba la licencia de la DGOJ",
    text: (
      <>
        Un casino legal en España muestra el sello «Juego Seguro» y su número de licencia, y opera con un dominio .es.
        Si dudas, compruébalo en la{" "}
        <ExternalLink href="https://www.ordenacionjuego.es" className="font-semibold text-brand-strong underline">
          web de la DGOJ
        </ExternalLink>
        , que publica la lista de operadores con licencia.
      </>
    ),
  },
  {
    title: "Calcula el requisito de apuesta del bono",
    text: "Un bono de 100 € con apuesta ×35 exige apostar 3.500 € antes de poder retirar lo ganado. Mira también la apuesta máxima permitida, el plazo para cumplirlo y qué juegos cuentan.",
  },
  {
    title: "Revisa los métodos de pago y los plazos de retirada",
    text: "Confirma que puedes depositar y retirar con tu método (tarjeta, Bizum, PayPal, transferencia). A lo que tarda el casino en tramitar la retirada se suma el método: los monederos electrónicos suelen pagar en 24 horas o menos y las tarjetas, de 1 a 5 días; una transferencia en euros dentro de la zona SEPA llega, como máximo, el día hábil siguiente.",
  },
  {
    title: "Prueba la atención al cliente en español",
    text: "Antes de depositar, pregunta algo concreto por chat o por correo electrónico. Un buen servicio responde en español, con rapidez y con horarios claros.",
  },
  {
    title: "Busca las herramientas de juego responsable",
    text: "Límites de depósito y de tiempo, pausas, historial de juego y autoexclusión deben estar a mano en tu cuenta, no escondidos en la ayuda.",
  },
  {
    title: "Compara los juegos y la versión móvil",
    text: "Mira qué proveedores, mesas en directo y tragaperras ofrece y si la web o la app funcionan bien en tu móvil. Importa, pero menos que los cinco puntos anteriores.",
  },
] satisfies { title: string; text: React.ReactNode }[];

/** Six concrete checks before opening an account anywhere. */
export function HowToChoose() {
  return (
    <section className="container-page py-12" aria-labelledby="how-to-choose-title">
      <h2 id="how-to-choose-title" className="text-2xl font-bold md:text-3xl">
        Cómo elegir un casino online en España
      </h2>
      <p className="mt-2 max-w-2xl text-muted">Seis comprobaciones que puedes hacer tú antes de abrir una cuenta.</p>
      <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card flex gap-4 p-6">
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-base font-black text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-bold leading-snug">{step.title}</h3>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <ComparisonButton>Comparar todos los casinos con estos criterios</ComparisonButton>
    </section>
  );
}

import { href } from "react-router";
import { type FaqItem, FaqList } from "../faq-list";
import { Link } from "../site-link";

/** The home page's questions (its FAQ list, «Preguntas frecuentes → Inicio» in the Studio), one answer open at a time. */
export function HomeFaq({ faqs }: { faqs: readonly FaqItem[] }) {
  if (!faqs.length) return null;
  return (
    <section className="container-page py-12" aria-labelledby="faq-title">
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="faq-title" className="text-2xl font-bold md:text-3xl">
            Preguntas frecuentes
          </h2>
          <p className="mt-2 text-muted">
            Lo que más nos preguntan sobre jugar en casinos online en España: legalidad, bonos, pagos y juego seguro.
          </p>
          <p className="mt-4 text-sm text-muted">
            ¿No encuentras tu respuesta? Visita el{" "}
            <Link to={href("/ayuda")} className="font-semibold text-brand-strong underline">
              centro de ayuda
            </Link>
            .
          </p>
        </div>
        <FaqList faqs={faqs} name="home-faq" />
      </div>
    </section>
  );
}

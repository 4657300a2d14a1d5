// The practical blocks of the guide and the help centre: help lines to call, the three ways to reach us,
// outside resources and our opening hours. Every button leads somewhere real.
import { Icon } from "../icon";
import { ExternalLink } from "../operator-link";
import { callLine, type ExternalResource, type HelpLine, type InfoPageSettings, telHref } from "./page-data";

const blockHeading = "text-2xl font-bold tracking-tight text-ink md:text-[1.75rem]";

/** Help lines from the settings, each number a tel: link. */
export function HelpLinesPanel({ id, title, lines }: { id: string; title: string; lines: readonly HelpLine[] }) {
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-red-200 bg-danger-soft p-5 sm:p-6"
      data-testid="help-lines"
    >
      <h2 id={id} className="text-xl font-bold text-ink md:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Si el juego te preocupa, a ti o a alguien cercano, llama. Son líneas gratuitas y confidenciales.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {lines.map((line) => {
          const href = telHref(line.phone);
          return (
            <li key={line._key} className="flex flex-col rounded-xl border border-red-100 bg-white p-4">
              <p className="font-semibold text-ink">{line.name}</p>
              {href ? (
                <a
                  href={href}
                  className="mt-1 inline-flex min-h-11 items-center gap-2 self-start text-2xl font-extrabold tracking-tight text-danger underline-offset-4 hover:underline"
                >
                  <Icon name="phone" className="size-6" />
                  {line.phone}
                </a>
              ) : null}
              {line.hours ? <p className="text-sm font-medium text-ink-soft">{line.hours}</p> : null}
              {line.description ? <p className="mt-1 text-sm text-muted">{line.description}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type ContactCard = {
  key: string;
  title: string;
  icon: React.ReactNode;
  text: string;
  detail: string | null;
  action: { href: string; label: string };
};

/**
 * The help centre's ways to get an answer: the FAQs on this page, an e-mail, and a phone only when CasinoLupa
 * has one of its own (gambling help lines belong to others and are shown, attributed, in their own panel).
 */
export function ContactCards({
  id,
  settings,
  faqAnchor,
}: {
  id: string;
  settings: InfoPageSettings;
  faqAnchor: string;
}) {
  const support = settings.support;
  const call = callLine(settings);
  const callHref = telHref(call?.phone);
  const cards: ContactCard[] = [
    {
      key: "answers",
      title: "Preguntas frecuentes",
      icon: <Icon name="answers" />,
      text: "Las dudas más habituales sobre CasinoLupa, los bonos y tus datos ya tienen respuesta en esta página.",
      detail: null,
      action: { href: `#${faqAnchor}`, label: "Ver las respuestas" },
    },
  ];
  if (support?.email) {
    cards.push({
      key: "email",
      title: "Escríbenos",
      icon: <Icon name="mail" />,
      text: `Para dudas sobre nuestros contenidos, el boletín o tus datos personales: ${support.email}.`,
      detail: support.emailResponse ?? null,
      action: { href: `mailto:${support.email}`, label: "Escribir un correo" },
    });
  }
  if (call && callHref) {
    cards.push({
      key: "phone",
      title: "Llámanos",
      icon: <Icon name="phone" />,
      text: "Para dudas sobre nuestros contenidos. Las cuestiones de tu cuenta de juego solo puede resolverlas el operador.",
      detail: call.hours,
      action: { href: callHref, label: `Llamar al ${call.phone}` },
    });
  }
  const hours = support?.openingHours ?? [];
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={blockHeading}>
        Contacta con nosotros
      </h2>
      <ul className="mt-5 grid gap-4" data-testid="contact-cards">
        {cards.map((card) => (
          <li
            key={card.key}
            className="card grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 p-5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-x-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center self-start rounded-full bg-brand-soft text-brand-strong sm:self-center">
              {card.icon}
            </span>
            <div className="min-w-0">
              <h3 className="flex min-h-11 items-center text-lg font-bold text-ink sm:block sm:min-h-0">
                {card.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{card.text}</p>
              {card.detail ? <p className="mt-1.5 text-sm font-semibold text-brand-strong">{card.detail}</p> : null}
            </div>
            <a
              href={card.action.href}
              className="btn-secondary col-span-2 mt-4 whitespace-nowrap sm:col-span-1 sm:mt-0 sm:min-w-52"
            >
              {card.action.label}
            </a>
          </li>
        ))}
      </ul>
      {hours.length ? (
        <div className="mt-6">
          <h3 id={`${id}-horario`} className="text-lg font-bold text-ink">
            Horario de atención
          </h3>
          <dl className="card mt-3 divide-y divide-line sm:max-w-md" aria-labelledby={`${id}-horario`}>
            {hours.map((entry) => (
              <div key={entry._key} className="flex items-center justify-between gap-4 px-5 py-3">
                <dt className="font-medium text-ink">{entry.days}</dt>
                <dd className="tabular-nums text-ink-soft">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}

/** Outside organisations worth knowing (regulator, health ministry, help associations), opening in a new tab. */
export function ResourceLinks({ id, resources }: { id: string; resources: readonly ExternalResource[] }) {
  if (!resources.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={blockHeading}>
        Recursos útiles
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {resources.map((resource) => (
          <li key={resource._key} className="card p-5">
            <ExternalLink
              href={resource.href}
              className="font-semibold text-brand-strong underline decoration-brand/40 underline-offset-3 hover:decoration-brand"
            >
              {resource.label}
            </ExternalLink>
            {resource.description ? (
              <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{resource.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

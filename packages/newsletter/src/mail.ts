// The confirmation e-mail (double opt-in): Spanish text and HTML versions, the
// confirm link and the one-click unsubscribe link with its List-Unsubscribe headers (RFC 8058).

export const defaultMailFrom = "CasinoLupa <newsletter@casinolupa.es>";

/** The From address: MAIL_FROM, or CasinoLupa <newsletter@casinolupa.es>. */
export function mailFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || defaultMailFrom;
}

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** Days a confirmation link stays valid. */
export const confirmationValidDays = 7;

/** Where the web app answers the links (the routes are the app's; these paths are the contract). */
export const confirmPath = "/newsletter/confirmar";
export const unsubscribePath = "/newsletter/baja";

export function confirmUrl(siteOrigin: string, token: string): string {
  return link(siteOrigin, confirmPath, token);
}

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return link(siteOrigin, unsubscribePath, token);
}

function link(siteOrigin: string, path: string, token: string): string {
  const url = new URL(path, siteOrigin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The e-mail that asks `to` to confirm the sign-up. It says who we are, why the person gets it,
 * that the newsletter is for adults, what to do if it was not them, and how to unsubscribe.
 * `List-Unsubscribe-Post` promises that a POST of `List-Unsubscribe=One-Click` to the unsubscribe
 * URL unsubscribes at once (RFC 8058); the web app's route must honour that.
 */
export function confirmationEmail({
  to,
  siteOrigin,
  confirmToken,
  unsubscribeToken,
}: {
  to: string;
  siteOrigin: string;
  confirmToken: string;
  unsubscribeToken: string;
}): Email {
  const site = new URL(siteOrigin);
  const home = site.origin;
  const confirm = confirmUrl(home, confirmToken);
  const unsubscribe = unsubscribeUrl(home, unsubscribeToken);
  const responsible = new URL("/guia-juego-responsable", home).toString();
  const subject = "Confirma tu suscripción a la newsletter de CasinoLupa";
  const e = escapeHtml;
  const { h1, p, small, a } = EMAIL_STYLE;
  const footer = signupEmailFooter(home, {
    notes: [
      {
        text: `Por qué recibes este email: alguien escribió esta dirección en el formulario de la newsletter de ${site.host} y confirmó ser mayor de 18 años.`,
        html: `<strong>Por qué recibes este email:</strong> alguien escribió esta dirección en el formulario de la newsletter de ${e(site.host)} y confirmó ser mayor de 18 años.`,
      },
      {
        text: `La newsletter es solo para mayores de 18 años. Juega con responsabilidad: ${responsible}`,
        html: `<strong>+18.</strong> La newsletter es solo para mayores de 18 años. <a href="${e(responsible)}" ${a}>Juega con responsabilidad</a>.`,
      },
    ],
    unsubscribe,
  });

  const text = `Hola:

Hemos recibido una petición para suscribir esta dirección (${to}) a la newsletter de CasinoLupa.

Para confirmar tu suscripción, abre este enlace:
${confirm}

El enlace caduca en ${confirmationValidDays} días. Hasta que lo abras no te enviaremos nada más.

Si no has sido tú, ignora este mensaje: sin tu confirmación no recibirás ningún envío y borraremos tu dirección en ${confirmationValidDays} días.

${footer.text}`;

  const html = htmlEmail(
    subject,
    `<h1 ${h1}>Confirma tu suscripción</h1>
<p ${p}>Hola:</p>
<p ${p}>Hemos recibido una petición para suscribir esta dirección (<strong>${e(to)}</strong>) a la newsletter de CasinoLupa.</p>
<p style="margin:24px 0"><a href="${e(confirm)}" style="display:inline-block;padding:12px 24px;background:#047857;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:9999px">Confirmar mi suscripción</a></p>
<p ${small}>Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${e(confirm)}" ${a}>${e(confirm)}</a></p>
<p ${p}>El enlace caduca en ${confirmationValidDays} días. Hasta que lo abras no te enviaremos nada más.</p>
<p ${p}><strong>Si no has sido tú, ignora este mensaje:</strong> sin tu confirmación no recibirás ningún envío y borraremos tu dirección en ${confirmationValidDays} días.</p>
${footer.html}`,
  );

  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The note to a confirmed reader whose address was signed up again. The sign-up is answered exactly as a new one
 * (so the form never tells anyone who is subscribed); the owner learns of it here, with a one-click unsubscribe link
 * of its own (`unsubscribeToken`, kept with this message as a digest's is).
 */
export function alreadySubscribedEmail({
  to,
  siteOrigin,
  unsubscribeToken,
}: {
  to: string;
  siteOrigin: string;
  unsubscribeToken: string;
}): Email {
  const site = new URL(siteOrigin);
  const home = site.origin;
  const unsubscribe = unsubscribeUrl(home, unsubscribeToken);
  const subject = "Ya estás suscrito a la newsletter de CasinoLupa";
  const footer = signupEmailFooter(home);

  const text = `Hola:

Alguien ha vuelto a escribir esta dirección (${to}) en el formulario de la newsletter de CasinoLupa. Ya estabas suscrito, así que no tienes que hacer nada: seguirás recibiéndola como hasta ahora.

Si no has sido tú, puedes ignorar este mensaje; tu suscripción no cambia.

Si ya no quieres recibirla, date de baja con un clic: ${unsubscribe}

${footer.text}`;

  const e = escapeHtml;
  const { h1, p, a } = EMAIL_STYLE;
  const html = htmlEmail(
    subject,
    `<h1 ${h1}>Ya estás suscrito</h1>
<p ${p}>Hola:</p>
<p ${p}>Alguien ha vuelto a escribir esta dirección (<strong>${e(to)}</strong>) en el formulario de la newsletter de CasinoLupa. Ya estabas suscrito, así que no tienes que hacer nada: seguirás recibiéndola como hasta ahora.</p>
<p ${p}>Si no has sido tú, puedes ignorar este mensaje; tu suscripción no cambia.</p>
<p ${p}>Si ya no quieres recibirla, <a href="${e(unsubscribe)}" ${a}>date de baja con un clic</a>.</p>
${footer.html}`,
  );

  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The inline styles of our e-mails' heading, paragraphs, small print and links (mail clients ignore style sheets). */
export const EMAIL_STYLE = {
  h1: 'style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#111827"',
  p: 'style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937"',
  small: 'style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#4b5563"',
  a: 'style="color:#047857;text-decoration:underline"',
} as const;

/**
 * The closing lines of the e-mails a sign-up sends, as text and as HTML: who we are, then `notes` (small print, each
 * as text and as escaped HTML), then the links: `unsubscribe` when given, and the privacy policy.
 */
function signupEmailFooter(
  home: string,
  { notes = [], unsubscribe }: { notes?: { text: string; html: string }[]; unsubscribe?: string } = {},
): { text: string; html: string } {
  const e = escapeHtml;
  const { small, a } = EMAIL_STYLE;
  const privacy = new URL("/politica-privacidad", home).toString();
  const who = {
    text: `Quiénes somos: CasinoLupa (${home}) compara y analiza casinos online con licencia de la DGOJ en España.`,
    html: `<strong>Quiénes somos:</strong> <a href="${e(home)}" ${a}>CasinoLupa</a> compara y analiza casinos online con licencia de la DGOJ en España.`,
  };
  const links = [
    ...(unsubscribe
      ? [{ text: `Darte de baja: ${unsubscribe}`, html: `<a href="${e(unsubscribe)}" ${a}>Darte de baja</a>` }]
      : []),
    { text: `Política de privacidad: ${privacy}`, html: `<a href="${e(privacy)}" ${a}>Política de privacidad</a>` },
  ];
  return {
    text: `${[who, ...notes].map((line) => line.text).join("\n")}

${links.map((link) => link.text).join("\n")}
`,
    html: `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
${[who, ...notes].map((line) => `<p ${small}>${line.html}</p>`).join("\n")}
<p ${small}>${links.map((link) => link.html).join(" · ")}</p>`,
  };
}

/**
 * An HTML e-mail: `body` (already escaped) on a white card at most `maxWidth` pixels wide, in the tables every mail
 * client lays out alike.
 */
export function htmlEmail(title: string, body: string, maxWidth = 560): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${maxWidth}px;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px 28px;font-family:Arial,Helvetica,sans-serif">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

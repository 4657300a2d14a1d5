// What the visitor reads after a sign-up, per result code: the product's agreed Spanish copy. The UI shows
// these, never its own.

export type SubscribeCode =
  | "subscribed"
  | "bot"
  | "empty"
  | "invalid-email"
  | "adult"
  | "rate-limited"
  | "cross-site"
  | "busy"
  | "error";

/** A toast: title, description and style ("destructive" is the error style). */
export type ToastMessage = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

// Double opt-in: nobody is subscribed until the link in the e-mail is opened, so the first message says to check the
// inbox; the spec's «¡Suscripción exitosa!» waits for the confirmation page (decision 032).
const success: ToastMessage = {
  title: "Revisa tu correo",
  description:
    "Casi listo: te hemos enviado un correo para confirmar tu suscripción. Hasta que abras su enlace, no te enviaremos nada.",
  variant: "default",
};

// The spec gives no style for this one; it is an error, so it gets the error style like the others.
const failure: ToastMessage = {
  title: "Error",
  description: "Hubo un problema al suscribirte. Inténtalo de nuevo.",
  variant: "destructive",
};

export const messages = {
  subscribed: success,
  // Bots are answered exactly like people, so the honeypot teaches them nothing.
  bot: success,
  empty: { title: "Error", description: "Por favor, introduce tu email", variant: "destructive" },
  "invalid-email": {
    title: "Email no válido",
    description: "Revisa tu email: debe tener la forma nombre@dominio.es, sin espacios.",
    variant: "destructive",
  },
  adult: {
    title: "Solo para mayores de 18 años",
    description: "Para suscribirte, confirma que eres mayor de 18 años.",
    variant: "destructive",
  },
  "rate-limited": {
    title: "Demasiados intentos",
    description: "Hemos recibido demasiados intentos desde tu conexión. Espera un rato y vuelve a probar.",
    variant: "destructive",
  },
  "cross-site": {
    title: "Error",
    description:
      "No hemos podido procesar el formulario porque no se envió desde nuestra web. Recarga la página e inténtalo de nuevo.",
    variant: "destructive",
  },
  // Another process held the database longer than a sign-up waits (SQLite), or it could not be reached (PostgreSQL):
  // nothing was stored, or the confirmation e-mail is already on its way; a retry works either way.
  busy: {
    title: "Inténtalo de nuevo",
    description:
      "En este momento no hemos podido registrar tu suscripción. Vuelve a intentarlo dentro de unos segundos.",
    variant: "destructive",
  },
  error: failure,
} as const satisfies Record<SubscribeCode, ToastMessage>;

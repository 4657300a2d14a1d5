// The short pages of the preview's entry and exit routes (routes/resources/preview-*.ts): plain HTML in Spanish,
// never indexed nor kept, with a way back to the site.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function previewMessage(status: number, title: string, text: string, headers: HeadersInit = {}): Response {
  const body = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · CasinoLupa</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Ir a la portada</a></p></main></body></html>
`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...headers,
    },
  });
}

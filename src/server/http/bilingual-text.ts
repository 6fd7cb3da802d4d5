/**
 * Short refusals made before any page can be rendered (wrong method, body too large, no render
 * thread): plain text in both languages, Arabic first, never cached. Runs in the production
 * server script too, so only erasable TypeScript is allowed here.
 */
export function bilingualTextResponse(status: number, text: { ar: string; en: string }, headers: Record<string, string> = {}): Response {
  return new Response(`${text.ar}\n${text.en}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

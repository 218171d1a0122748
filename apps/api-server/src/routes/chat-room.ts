import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLanguageCode, languageInfo } from '@whitelabel/rules';
import { merchants } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { offeredLanguage, type HandlerContext } from '../handlers/context.js';
import { acceptedLanguage } from '../services/content-language.js';
import { escapeHtml as escape } from '../services/html.js';
import { contentTexts } from '../seed/texts/index.js';
import { en } from '../seed/texts/en.js';
import type { ShortTexts } from '../seed/texts/types.js';

type ChatTexts = Pick<
  ShortTexts,
  'chatTitle' | 'chatBack' | 'chatWelcomeSupport' | 'chatWelcomeMembers' | 'chatReference' | 'chatMessage' | 'chatPlaceholder' | 'chatSend' | 'chatReply'
>;

/** A text for a script: JSON, with `<` escaped so no text can close the script element. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

const page = (nonce: string, language: { tag: string; dir: string }, texts: ChatTexts, name: string, room: 'b2c' | 'c2c', back: string | null) => {
  // Each text with the merchant's name, escaped for HTML (the reply is written into the script as JSON instead).
  const html = (text: string) => escape(text.replaceAll('{merchant}', name));
  return `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(texts.chatTitle)}</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#16181d;display:flex;flex-direction:column;min-height:100vh}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#16181d;color:#fff}
header a{color:#fff}
h1{font-size:18px;margin:0}
main{flex:1;padding:16px;display:flex;flex-direction:column;gap:8px;overflow-y:auto}
.message{max-width:80%;margin:0;padding:8px 12px;border-radius:12px;background:#fff;box-shadow:0 1px 2px #0002;overflow-wrap:anywhere}
.note{font-size:14px;color:#4a4f57}
.mine{align-self:flex-end;background:#d8ecff}
form{display:flex;gap:8px;padding:12px 16px;background:#fff;border-top:1px solid #ddd}
input{flex:1;min-width:0;padding:10px;font:inherit;border:1px solid #888;border-radius:8px}
button{padding:10px 16px;font:inherit;border:0;border-radius:8px;background:#16181d;color:#fff}
</style></head><body>
<header>${back ? `<a href="${back}">${html(texts.chatBack)}</a>` : ''}<h1>${html(texts.chatTitle)}</h1></header>
<main id="log" aria-live="polite">
<p class="message">${html(room === 'c2c' ? texts.chatWelcomeMembers : texts.chatWelcomeSupport)}</p>
<p class="message note">${html(texts.chatReference)}</p>
</main>
<form id="send"><label for="text" hidden>${html(texts.chatMessage)}</label><input id="text" autocomplete="off" maxlength="500" required placeholder="${html(texts.chatPlaceholder)}"><button>${html(texts.chatSend)}</button></form>
<script nonce="${nonce}">
const log = document.getElementById('log');
const add = (text, mine) => { const p = document.createElement('p'); p.className = mine ? 'message mine' : 'message'; p.textContent = text; log.append(p); p.scrollIntoView(); };
document.getElementById('send').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = document.getElementById('text');
  add(input.value, true);
  input.value = '';
  setTimeout(() => add(${scriptString(texts.chatReply.replaceAll('{merchant}', name))}, false), 600);
});
</script></body></html>`;
};

/**
 * The reference server's own chat room (GET /wps/chat/room/:merchantCode): what a seeded live-chat channel and
 * /wps/chat/launch open in development, in place of an operator's chat service, so "Open chat" never leads to a host
 * that does not resolve. A page of its own like the demo game's (routes/play.ts): strict CSP with a nonce. It speaks
 * the member's language: `lang` (launchChat passes the site's), else the browser's Accept-Language, else the
 * merchant's default, each only if the merchant offers it.
 */
export function chatRoomRoutes(ctx: HandlerContext) {
  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { merchantCode: string }; Querystring: { room?: string; back?: string; lang?: string } }>(
      '/wps/chat/room/:merchantCode',
      async (request, reply: FastifyReply) => {
        const [merchant] = await ctx.db
          .select({ name: merchants.name, languages: merchants.languages, defaultLanguage: merchants.defaultLanguage })
          .from(merchants)
          .where(eq(merchants.code, request.params.merchantCode))
          .limit(1);
        if (!merchant) throw new HttpError(404, 'NOT_FOUND', `No merchant ${request.params.merchantCode}`);
        const code = offeredLanguage(request.query.lang ?? acceptedLanguage(request.headers['accept-language'], merchant.languages), merchant);
        const language = isLanguageCode(code) ? languageInfo(code) : languageInfo('EN');
        const texts = contentTexts(code)?.short ?? en.short;
        // Only a web address goes back, never a script: the page's Back link.
        const back = request.query.back && /^https?:\/\//.test(request.query.back) ? escape(request.query.back) : null;
        const nonce = randomBytes(16).toString('base64');
        void reply
          .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`)
          .header('cache-control', 'no-store')
          .header('content-language', language.tag)
          .header('referrer-policy', 'no-referrer');
        return reply.type('text/html; charset=utf-8').send(page(nonce, language, texts, merchant.name, request.query.room === 'c2c' ? 'c2c' : 'b2c', back));
      },
    );
  };
}

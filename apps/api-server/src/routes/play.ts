import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, exists, gt, sql } from 'drizzle-orm';
import { bets, launchTickets, members, merchants, sessions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { HandlerContext } from '../handlers/context.js';
import { gameImage } from '../services/catalogue.js';
import { sha256 } from '../services/crypto.js';
import { escapeHtml as escape } from '../services/html.js';
import { amountDecimals, fromMinorUnits, moneyIntegerDigits, parseMoney } from '@whitelabel/rules';
import { amountRulesOf } from '../services/amount-rules.js';
import { applyToWallet, balanceOf } from '../services/wallet.js';

const symbols = ['SEVEN', 'GEM', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;
type SymbolName = (typeof symbols)[number];
/** Reel weights (rarer symbols pay more) and three-of-a-kind multipliers; two cherries return the stake. */
const weights: Record<SymbolName, number> = { SEVEN: 2, GEM: 4, BAR: 7, BELL: 11, CHERRY: 16, LEMON: 20 };
const triple: Record<SymbolName, number> = { SEVEN: 300, GEM: 80, BAR: 30, BELL: 15, CHERRY: 8, LEMON: 5 };
const totalWeight = Object.values(weights).reduce((a, b) => a + b, 0);

function spinReel(): SymbolName {
  let roll = randomInt(totalWeight);
  for (const symbol of symbols) {
    roll -= weights[symbol];
    if (roll < 0) return symbol;
  }
  return 'LEMON';
}

/** One round's outcome: three reels and the win in minor units. */
export function playRound(stake: number, reels: SymbolName[] = [spinReel(), spinReel(), spinReel()]) {
  const [a, b, c] = reels as [SymbolName, SymbolName, SymbolName];
  let multiplier = 0;
  if (a === b && b === c) multiplier = triple[a];
  else if (reels.filter((symbol) => symbol === 'CHERRY').length === 2) multiplier = 1;
  return { reels, win: stake * multiplier };
}

const page = (
  nonce: string,
  title: string,
  vendor: string,
  art: string,
  /** The stakes a member may choose, in the contract's money format. */
  stakeOptions: string[],
  /** The currency's decimals the page writes amounts in (0 for VND); the contract's amounts have two. */
  decimals: number,
  freePlay: boolean,
  back: string | null,
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#0d1117;color:#f0f6fc;display:flex;flex-direction:column;align-items:center;min-height:100vh}
header{width:100%;max-width:480px;display:flex;justify-content:space-between;align-items:center;padding:12px 16px;box-sizing:border-box}
a{color:#f0c040}img{width:160px;height:160px;border-radius:12px}
.reels{display:flex;gap:8px;margin:16px}.reel{width:88px;height:88px;border-radius:12px;background:#161b22;display:flex;align-items:center;justify-content:center;font-size:40px}
button,select{font-size:18px;padding:12px 20px;border-radius:24px;border:0;margin:4px;min-height:44px}
button{background:#f0c040;color:#0d1117;font-weight:700}button:disabled{opacity:.5}
.balance{font-variant-numeric:tabular-nums;font-size:20px}.message{min-height:24px;margin:8px}
</style></head><body>
<header><span>${vendor}</span>${back ? `<a href="${back}">&#x2190;</a>` : ''}</header>
<img src="${art}" alt="${title}" width="160" height="160">
<h1>${title}</h1>
<div class="balance" id="balance">${freePlay ? 'DEMO' : ''}</div>
<div class="reels"><div class="reel" id="r0">7</div><div class="reel" id="r1">7</div><div class="reel" id="r2">7</div></div>
<div><select id="stake"></select><button id="spin" type="button">SPIN</button></div>
<div class="message" id="message" role="status" aria-live="polite"></div>
<script nonce="${nonce}">
const glyph={SEVEN:'7',GEM:'\\u{1F48E}',BAR:'\\u2261',BELL:'\\u{1F514}',CHERRY:'\\u{1F352}',LEMON:'\\u{1F34B}'};
const stake=document.getElementById('stake');
const money=(v)=>Number(v).toLocaleString('en',{minimumFractionDigits:${decimals},maximumFractionDigits:${decimals}});
for(const v of ${JSON.stringify(stakeOptions)}){const o=document.createElement('option');o.value=v;o.textContent=money(v);stake.append(o);}
const button=document.getElementById('spin'),message=document.getElementById('message'),balance=document.getElementById('balance');
async function call(body){const r=await fetch(location.pathname+'/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});return [r.status,await r.json()];}
function show(v){if(v.balance!==null)balance.textContent=money(v.balance);}
call({stake:null}).then(([s,v])=>{if(s===200)show(v);else message.textContent=v.message;});
button.addEventListener('click',async()=>{button.disabled=true;message.textContent='';
const [status,v]=await call({stake:stake.value});button.disabled=false;
if(status!==200){message.textContent=v.message;return;}
v.reels.forEach((s,i)=>{document.getElementById('r'+i).textContent=glyph[s];});show(v);
message.textContent=Number(v.win)>0?'WIN '+money(v.win):'';});
</script></body></html>`;

/**
 * The demo game a launch URL opens: a three-reel slot. A real-money round debits the stake and credits the win
 * in one transaction, so the balance never goes negative and every round shows in the betting record, the
 * balance and the winner board. Free-play rounds touch no wallet.
 */
export function playRoutes(ctx: HandlerContext) {
  /** The ticket's row while it lives: not expired, and the login that launched it still open (logout ends it). */
  async function ticketOf(ticket: string) {
    const [row] = await ctx.db
      .select()
      .from(launchTickets)
      .where(
        and(
          eq(launchTickets.ticketHash, sha256(ticket)),
          gt(launchTickets.expiresAt, sql`now()`),
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(sessions)
              .where(and(eq(sessions.family, launchTickets.sessionFamily), gt(sessions.expiresAt, sql`now()`))),
          ),
        ),
      );
    if (!row) throw new HttpError(401, 'SESSION_EXPIRED', 'The game session has ended; launch the game again');
    return row;
  }

  /**
   * A round's stakes in the member's currency: from the game's minimum (scaled like the demo data, and never below the
   * merchant's smallest stake) to the merchant's largest, offered as that minimum and the folder's stake presets above
   * it. A VND member bets whole dong, never a fraction the currency lacks.
   */
  async function stakesOf(memberId: number, minBet: number) {
    const [member] = await ctx.db
      .select({ currency: merchants.currency, amountRules: merchants.amountRules })
      .from(members)
      .innerJoin(merchants, eq(merchants.code, members.merchantCode))
      .where(eq(members.id, memberId));
    const rules = amountRulesOf(member ?? { currency: 'THB', amountRules: null });
    const max = rules.bet.max;
    const min = rules.gameMinStake(minBet);
    const options = [min, ...rules.bet.presets.filter((preset) => preset > min && preset <= max)];
    return { min, max, options, step: Number(rules.step), decimals: amountDecimals(rules.currency) };
  }

  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { ticket: string }; Querystring: { back?: string } }>('/wps/play/:ticket', async (request, reply: FastifyReply) => {
      const ticket = await ticketOf(request.params.ticket);
      const game = (await ctx.catalogue.current()).byId.get(ticket.nodeId);
      if (!game) throw new HttpError(404, 'NOT_FOUND', 'No such game');
      const stakes = await stakesOf(ticket.memberId, game.minBet);
      const back = request.query.back && /^https?:\/\//.test(request.query.back) ? request.query.back.replace(/["<>]/g, '') : null;
      const nonce = randomBytes(16).toString('base64');
      void reply
        .header(
          'content-security-policy',
          `default-src 'none'; img-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
        )
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            nonce,
            escape(game.displayName),
            escape(game.vassalage),
            gameImage('', game.nodeId),
            stakes.options.map(fromMinorUnits),
            stakes.decimals,
            ticket.freePlay,
            back,
          ),
        );
    });

    app.post<{ Params: { ticket: string }; Body: { stake: string | null } }>(
      '/wps/play/:ticket/spin',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['stake'],
            properties: { stake: { type: ['string', 'null'], pattern: `^\\d{1,${moneyIntegerDigits}}\\.\\d{2}$` } },
          },
        },
      },
      async (request) => {
        const ticket = await ticketOf(request.params.ticket);
        if (request.body.stake === null)
          return { reels: null, win: '0.00', balance: ticket.freePlay ? null : fromMinorUnits(await balanceOf(ctx.db, ticket.memberId)) };
        const game = (await ctx.catalogue.current()).byId.get(ticket.nodeId);
        if (!game) throw new HttpError(404, 'NOT_FOUND', 'No such game');
        const stake = parseMoney(request.body.stake);
        const stakes = await stakesOf(ticket.memberId, game.minBet);
        if (stake < stakes.min || stake > stakes.max || stake % stakes.step !== 0)
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            `Stake must be between ${fromMinorUnits(stakes.min)} and ${fromMinorUnits(stakes.max)} in steps of ${fromMinorUnits(stakes.step)}`,
          );
        const round = playRound(stake);
        if (ticket.freePlay) return { reels: round.reels, win: fromMinorUnits(round.win), balance: null };
        const balance = await ctx.db.transaction(async (tx) => {
          const [bet] = await tx
            .insert(bets)
            .values({
              memberId: ticket.memberId,
              merchantCode: sql`(select merchant_code from members where id = ${ticket.memberId})`,
              nodeId: game.nodeId,
              stake,
              win: round.win,
            })
            .returning({ id: bets.id });
          let after = await applyToWallet(tx, ticket.memberId, -stake, 'bet', `round-${bet!.id}`);
          if (round.win > 0) after = await applyToWallet(tx, ticket.memberId, round.win, 'payout', `round-${bet!.id}`);
          return after;
        });
        return { reels: round.reels, win: fromMinorUnits(round.win), balance: fromMinorUnits(balance) };
      },
    );
  };
}

// Runs the browser's deal verifier in Node (type stripping) on cases the Python test writes
// to stdin, and prints what it finds as JSON. It imports exactly what the Replay page
// imports for the check: checkDeal (lib/dealcheck.ts) and each game's deal (games/deals.ts);
// dealstream.ts is the stream and mixing both rest on. `tables`: what the table page does
// with the infos it is sent (dealshown.ts keeps the commitments shown before each deal,
// then checkSeed holds the finished round's seed to the kept one).
import { checkDeal, checkSeed, roundFacts } from "../../../src/marsmatch/web/src/lib/dealcheck.ts";
import { noteShown, shownBefore } from "../../../src/marsmatch/web/src/lib/dealshown.ts";
import { DEALS } from "../../../src/marsmatch/web/src/games/deals.ts";
import { drawSeat, mixedSeed, shoe, shuffled } from "../../../src/marsmatch/web/src/lib/dealstream.ts";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);
const out = {
  mixed: await mixedSeed(cases.mixed.server_seed, cases.mixed.values),
  shoe: (await shuffled(shoe(cases.shoe.decks, true), cases.shoe.seed)).slice(0, 10),
  banker: await drawSeat(cases.shoe.seed, 3),
  checks: [],
  tables: [],
};
for (const c of cases.deals) {
  try {
    out.checks.push(await checkDeal(c.deal, DEALS[c.game], c.mine ?? null, c.shown ?? null));
  } catch (e) {
    out.checks.push({ error: String(e?.message ?? e) });
  }
}
for (const infos of cases.tables ?? []) {
  for (const info of infos) noteShown(info);
  const deal = infos.at(-1).deal;
  const shown = shownBefore(infos.at(-1).id, deal.round);
  out.tables.push({ shown, check: await checkSeed(roundFacts(deal), null, shown) });
}
console.log(JSON.stringify(out));

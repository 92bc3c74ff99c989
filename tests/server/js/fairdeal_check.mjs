// Runs the browser's deal verifier in Node (type stripping) on cases the Python test writes
// to stdin, and prints what it finds as JSON. It imports exactly what the Replay page
// imports for the check: checkDeal (lib/dealcheck.ts) and each game's deal (games/deals.ts);
// dealstream.ts is the stream and mixing both rest on.
import { checkDeal } from "../../../src/marsmatch/web/src/lib/dealcheck.ts";
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
};
for (const c of cases.deals) {
  try {
    out.checks.push(await checkDeal(c.deal, DEALS[c.game], c.mine ?? null));
  } catch (e) {
    out.checks.push({ error: String(e?.message ?? e) });
  }
}
console.log(JSON.stringify(out));

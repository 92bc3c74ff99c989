// Runs fairdeal.ts in Node (type stripping) on cases the Python test writes to stdin,
// and prints what it finds as JSON: the browser's verifier against the server's scheme.
import { mixedSeed, shuffledShoe, drawSeat, verifyDeal, DEALERS } from "../../../src/marsmatch/web/src/lib/fairdeal.ts";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);
const out = {
  mixed: await mixedSeed(cases.mixed.server_seed, cases.mixed.values),
  shoe: (await shuffledShoe(cases.shoe.seed, cases.shoe.decks)).slice(0, 10),
  banker: await drawSeat(cases.shoe.seed, 3),
  checks: [],
};
for (const c of cases.records) {
  const hands = c.hands ?? null;
  out.checks.push(await verifyDeal(c.record, c.mine ?? null, hands));
}
out.dealt = await DEALERS[cases.deal.record.game](cases.deal.record.seed, cases.deal.record);
console.log(JSON.stringify(out));

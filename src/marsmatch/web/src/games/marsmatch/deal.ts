// MarsMatch's deal (R1.1, R1.2): one unsuited deck per player, shuffled from the seed, one
// card at a time counterclockwise from the banker: shuffled card p goes to seat
// (banker - p) mod N. The banker is drawn from the seed unless the round names one.
import type { DealFacts, Dealt } from "../../lib/dealcheck.ts";
import { drawSeat, shoe, shuffled } from "../../lib/dealstream.ts";

export async function deal(facts: DealFacts): Promise<Dealt> {
  const n = facts.seats;
  const banker = facts.banker ?? (await drawSeat(facts.seed, n));
  const order = await shuffled(shoe(n, false), facts.seed);
  const hands: string[][] = Array.from({ length: n }, () => []);
  order.forEach((card, p) => hands[(((banker - p) % n) + n) % n].push(card));
  return { hands, kitty: [], banker };
}

// Shengji's deal (G1.4): the decks shuffled from the seed; the last `kitty_size` cards (the
// server says how many) are the kitty and the rest go round the four seats one at a time
// from seat 0.
import type { DealFacts, Dealt } from "../../lib/dealcheck.ts";
import { shoe, shuffled } from "../../lib/dealstream.ts";

export async function deal(facts: DealFacts): Promise<Dealt> {
  const order = await shuffled(shoe(facts.decks, true), facts.seed);
  const k = facts.kitty_size;
  const body = order.slice(0, order.length - k);
  const hands: string[][] = [[], [], [], []];
  body.forEach((card, p) => hands[p % 4].push(card));
  return { hands, kitty: order.slice(order.length - k), banker: null };
}

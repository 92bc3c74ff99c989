// Checking a deal in the browser (docs/records.md): the revealed seed against the
// commitment published before the deal (for a deal the players helped shuffle, the
// server's seed against it, each value against its commitment, and the mixing), then the
// hands the seed deals against the record's. The stream and shuffle are fairdeal.ts's;
// how a shuffled shoe becomes hands is each game's (games/*/deal.ts).
import { isValue, mixedSeed, sha256 } from "./fairdeal";

// the stream, shuffle and shoe are fairdeal.ts's (one implementation, tested in Node)
export { drawSeat, shoe, shuffled, DECK_RANKS } from "./fairdeal";

// what the server says about a round's deal (server/replay.py `deal`)
export interface DealFacts {
  seed: string;
  commitment: string | null;
  seats: number;
  decks: number;
  banker: number | null;
  kitty_size: number;
  hands: string[][];
  // a deal the players helped shuffle (scheme marsmatch-deal/2, records.md): the
  // commitment is the server's seed's, and `seed` is that seed mixed with their values
  scheme?: string;
  server_seed?: string;
  contributions?: { seat: number; commitment: string; value: string | null }[];
}

export interface Dealt {
  hands: string[][];
  kitty: string[];
  banker: number | null; // the first player drawn from the seed, where the game draws one
}

export type DealFn = (facts: DealFacts) => Promise<Dealt>;

export interface DealCheck {
  commitment: boolean | null; // null: no commitment was published (the check fails)
  mixed: boolean | null; // scheme 2: the seed is the server's seed mixed with the values (null: scheme 1)
  contributions: { seat: number; ok: boolean | null; used: boolean }[];
  hands: boolean;
  badSeats: number[];
  dealt: Dealt;
  digest: string;
}

export async function checkDeal(facts: DealFacts, deal: DealFn): Promise<DealCheck> {
  const digest = await sha256(facts.scheme ? facts.server_seed ?? "" : facts.seed);
  let mixed: boolean | null = null;
  const contributions: DealCheck["contributions"] = [];
  if (facts.scheme) {
    const used: [number, string][] = [];
    for (const c of facts.contributions ?? []) {
      const ok = c.value === null ? null : isValue(c.value) && (await sha256(c.value)) === c.commitment;
      if (ok) used.push([c.seat, c.value as string]);
      contributions.push({ seat: c.seat, ok, used: ok === true });
    }
    mixed = (await mixedSeed(facts.server_seed ?? "", used)) === facts.seed;
  }
  const dealt = await deal(facts);
  const badSeats: number[] = [];
  facts.hands.forEach((h, s) => {
    if (!sameMultiset(h, dealt.hands[s] ?? [])) badSeats.push(s);
  });
  return {
    commitment: facts.commitment ? facts.commitment.toLowerCase() === digest : null,
    mixed,
    contributions,
    hands: badSeats.length === 0 && dealt.hands.length === facts.hands.length,
    badSeats,
    dealt,
    digest,
  };
}

function sameMultiset(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map<string, number>();
  for (const c of a) m.set(c, (m.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = m.get(c) ?? 0;
    if (!n) return false;
    m.set(c, n - 1);
  }
  return true;
}

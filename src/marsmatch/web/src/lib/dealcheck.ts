// The one deal verifier (docs/records.md): the Replay and arbiter page runs it on a
// record's deal facts (server/replay.py `deal`) with the record's game's deal function
// (games/deals.ts), and the Node test runs the same two modules. It checks the seed
// against the commitment published before the deal; for a deal the players helped shuffle
// (scheme marsmatch-deal/2) also each value against its commitment, the mixing, and, given
// what this browser kept (fairdeal.ts `stored`), its own value and the commitments it saw
// before revealing; then the hands the seed deals against the record's. The table page
// runs its seed part (`checkSeed`) on the finished round's deal facts; both pages pass the
// commitment this browser was shown before the deal (dealshown.ts), which the facts' own
// commitment must equal (review N5).
import { SCHEME, isValue, mixedSeed, sha256 } from "./dealstream.ts";
import type { Mine } from "./fairdeal.ts";
import type { DealInfo } from "./frames.ts";

// what the server says about a round's deal (server/replay.py `deal`)
export interface DealFacts {
  seed: string;
  commitment: string | null;
  seats: number;
  decks: number;
  banker: number | null;
  kitty_size: number; // the cards set aside before the hands (Shengji's kitty), from the server
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

// the part of the deal facts the seed checks need (the table page's finished round has these)
export type SeedFacts = Pick<DealFacts, "seed" | "commitment" | "scheme" | "server_seed" | "contributions">;

// the seed facts of a finished round as the table's info gives them (server/dealer.py `info`)
export function roundFacts(d: DealInfo): SeedFacts {
  return d.scheme
    ? { seed: d.shuffle_seed ?? "", server_seed: d.seed ?? "", commitment: d.commitment, scheme: d.scheme, contributions: d.contributions ?? [] }
    : { seed: d.seed ?? "", commitment: d.commitment };
}

// a game's deal of a seed (games/<game>/deal.ts)
export type DealFn = (facts: DealFacts) => Promise<Dealt>;

export interface SeedCheck {
  ok: boolean; // every check below that applies holds
  commitment: boolean | null; // null: no commitment was published (the check fails)
  mixed: boolean | null; // scheme 2: the seed is the server's seed mixed with the values (null: scheme 1)
  contributions: { seat: number; ok: boolean | null; used: boolean }[];
  mine: boolean | null; // this browser's value is the one used at its seat (null: nothing kept)
  seen: boolean | null; // the commitments are the ones this browser saw before revealing (null: not known)
  shown: boolean | null; // the commitment is the one this browser was shown before the deal (null: none kept)
  digest: string; // sha256 of the committed seed (the server's seed under scheme 2)
}

export interface DealCheck extends SeedCheck {
  hands: boolean;
  badSeats: number[];
  dealt: Dealt;
}

export async function checkDeal(facts: DealFacts, deal: DealFn, mine: Mine | null = null,
  shown: string | null = null): Promise<DealCheck> {
  const seed = await checkSeed(facts, mine, shown);
  const dealt = await deal(facts);
  const badSeats: number[] = [];
  facts.hands.forEach((h, s) => {
    if (!sameMultiset(h, dealt.hands[s] ?? [])) badSeats.push(s);
  });
  const hands = badSeats.length === 0 && dealt.hands.length === facts.hands.length;
  return { ...seed, ok: seed.ok && hands, hands, badSeats, dealt };
}

// The seed against the commitment (`shown`: the one this browser was shown before the
// deal), the players' values and the mixing, and this browser's own value (`mine`).
export async function checkSeed(facts: SeedFacts, mine: Mine | null = null,
  shown: string | null = null): Promise<SeedCheck> {
  if (facts.scheme !== undefined && facts.scheme !== SCHEME) throw new Error(`unknown deal scheme ${facts.scheme}`);
  const scheme2 = facts.scheme === SCHEME;
  const digest = await sha256(scheme2 ? facts.server_seed ?? "" : facts.seed);
  const commitment = facts.commitment ? facts.commitment.toLowerCase() === digest : null;
  const shownOk = shown === null ? null : shown.toLowerCase() === (facts.commitment ?? "").toLowerCase();
  let mixed: boolean | null = null;
  const contributions: DealCheck["contributions"] = [];
  const given = facts.contributions ?? [];
  if (scheme2) {
    const used: [number, string][] = [];
    for (const c of given) {
      const ok = c.value === null ? null : isValue(c.value) && (await sha256(c.value)) === c.commitment;
      if (ok) used.push([c.seat, c.value as string]);
      contributions.push({ seat: c.seat, ok, used: ok === true });
    }
    mixed = (await mixedSeed(facts.server_seed ?? "", used)) === facts.seed;
  }
  let mineOk: boolean | null = null;
  let seen: boolean | null = null;
  if (mine) {
    const at = given.find((c) => c.seat === mine.seat);
    // a deal from the server's seed alone did not use it
    mineOk = scheme2 && !!at && at.value === mine.value && at.commitment === mine.commitment &&
      (!mine.serverCommitment || mine.serverCommitment === facts.commitment);
    if (scheme2 && mine.commitments) {
      const pairs = (cs: { seat: number; commitment: string }[]) => JSON.stringify(cs.map((c) => [c.seat, c.commitment]));
      seen = pairs(mine.commitments) === pairs(given);
    }
  }
  const ok = commitment === true && mixed !== false && mineOk !== false && seen !== false && shownOk !== false;
  return { ok, commitment, mixed, contributions, mine: mineOk, seen, shown: shownOk, digest };
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

// Card faces, stacking and selection helpers. The server sends hands already in the
// game's order (Shengji: by suit with trump last; MarsMatch: by rank).
import { t } from "./i18n.svelte";

const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export interface Face {
  rank: string;
  suit: string | null;
  red: boolean;
  joker: boolean;
  label: string; // for screen readers, in the page's language: "Q of spades", "Big Joker", "7"
}

export function face(card: string): Face {
  if (card === "BJ" || card === "LJ") {
    const big = card === "BJ";
    return { rank: t(big ? "joker-big-short" : "joker-little-short"), suit: "★", red: big, joker: true, label: t(`card-${card}`) };
  }
  const s = card[0];
  if (SUIT_SYMBOL[s] && card.length > 1) {
    return { rank: card.slice(1), suit: SUIT_SYMBOL[s], red: s === "H" || s === "D", joker: false, label: t("card-name", { rank: card.slice(1), suit: s }) };
  }
  return { rank: card, suit: null, red: false, joker: false, label: card };
}

// "Q♠", "Big Joker", "7": a card in running text
export function cardText(card: string): string {
  const f = face(card);
  return f.joker ? f.label : `${f.rank}${f.suit ?? ""}`;
}

export function suitOf(card: string): string | null {
  return SUIT_SYMBOL[card[0]] && card.length > 1 ? card[0] : null;
}

export interface Stack {
  card: string;
  count: number;
  first: number; // index in the hand of the first copy
}

export function stacks(hand: string[]): Stack[] {
  const out: Stack[] = [];
  hand.forEach((c, i) => {
    const last = out[out.length - 1];
    if (last && last.card === c) last.count += 1;
    else out.push({ card: c, count: 1, first: i });
  });
  return out;
}

// choose hand indexes holding exactly the given cards (multiset)
export function indexesFor(hand: string[], cards: string[]): number[] {
  const want = new Map<string, number>();
  for (const c of cards) want.set(c, (want.get(c) ?? 0) + 1);
  const out: number[] = [];
  hand.forEach((c, i) => {
    const n = want.get(c) ?? 0;
    if (n > 0) {
      out.push(i);
      want.set(c, n - 1);
    }
  });
  return out;
}

// the multiset difference a - b (cards of a not matched in b)
export function minus(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const c of b) left.set(c, (left.get(c) ?? 0) + 1);
  const out: string[] = [];
  for (const c of a) {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    else out.push(c);
  }
  return out;
}

export function sameCards(a: string[], b: string[]): boolean {
  return a.length === b.length && minus(a, b).length === 0;
}

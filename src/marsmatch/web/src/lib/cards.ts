// Card faces and stacking. The server sends hands already in the game's order.
const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export interface Face {
  rank: string;
  suit: string | null;
  red: boolean;
  joker: boolean;
}

export function face(card: string): Face {
  if (card === "BJ" || card === "LJ") return { rank: card === "BJ" ? "BIG" : "little", suit: "★", red: card === "BJ", joker: true };
  const s = card[0];
  if (SUIT_SYMBOL[s] && card.length > 1) {
    return { rank: card.slice(1), suit: SUIT_SYMBOL[s], red: s === "H" || s === "D", joker: false };
  }
  return { rank: card, suit: null, red: false, joker: false };
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

export const CATEGORY: Record<string, string> = {
  banker_heavenly: "Banker Heavenly Hand",
  nonbanker_heavenly: "Non-Banker Heavenly Hand",
  heaven_snatch: "Heaven Snatch",
  ground_hand: "Ground Hand",
  ground_snatch: "Ground Snatch",
  human_hand: "Human Hand",
  total_loser: "Total Loser",
};

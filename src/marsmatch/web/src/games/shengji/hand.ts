// A Shengji hand by effective suit, trump last and marked: the server's order (G2) with
// the trump cards it names (`words.trump_cards`: the trump suit, level cards, jokers).
import { suitOf } from "../../lib/cards";
import { t } from "../../lib/i18n.svelte";
import type { GroupFn, HandGroup } from "../index";

const SUIT_LABEL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export const handGroups: GroupFn = (hand, view, extra) => {
  const trumpCards: Record<string, string> = view.words?.trump_cards ?? {};
  const kitty = new Map<string, number>();
  for (const c of extra.kitty) kitty.set(c, (kitty.get(c) ?? 0) + 1);
  const groups: HandGroup[] = [];
  const byKey = new Map<string, HandGroup>();
  hand.forEach((card, i) => {
    const cls = trumpCards[card];
    const key = cls ? "T" : (suitOf(card) ?? "J");
    let g = byKey.get(key);
    if (!g) {
      g = { key, label: cls ? t("trump") : (SUIT_LABEL[key] ?? t("jokers")), trump: !!cls, indexes: [], marks: {} };
      byKey.set(key, g);
      groups.push(g);
    }
    g.indexes.push(i);
    if (cls && cls !== "suit") g.marks![i] = cls;
    const k = kitty.get(card) ?? 0;
    if (k > 0) {
      g.marks![i] = g.marks![i] ? `${g.marks![i]} kitty` : "kitty";
      kitty.set(card, k - 1);
    }
  });
  // the trumps last whatever order the suits came in
  return [...groups.filter((g) => !g.trump), ...groups.filter((g) => g.trump)];
};

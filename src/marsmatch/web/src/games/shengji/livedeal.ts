// Live dealing (Shengji option deal_style = live, docs/live-dealing.md): while the cards
// come one by one, anyone may declare or overcall with the cards received so far. The
// server lists what this seat may declare now (view.declarable, the engine's legal
// declarations); here each becomes a one-tap button: declare, overcall or reinforce.
import { cardText, t } from "../../lib/i18n.svelte";
import type { Action, View } from "../../lib/protocol";

export interface QuickAction { key: string; label: string; action: Action }

// the deal is running: cards still to come
export function dealing(view: View): { out: number; total: number } | null {
  const d = view.dealing;
  return d && d.cards_out < d.total ? { out: d.cards_out, total: d.total } : null;
}

export function quickActions(view: View, seat: number | null): QuickAction[] {
  if (seat === null || !dealing(view)) return [];
  const standing = view.declaration;
  const how = !standing ? "declare" : standing.seat === seat ? "reinforce" : "overcall";
  return (view.declarable ?? []).map((cards) => ({
    key: cards.join(" "),
    label: t(`ld-${how}`, { cards: cards.map(cardText).join(" ") }),
    action: { declare: cards },
  }));
}

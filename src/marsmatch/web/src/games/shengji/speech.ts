// What a Shengji table says aloud (screen reader, voice): a follow with its cards and
// points and who is winning the trick now; before "Your turn" the whole trick so far
// (the lead in words, each follow), or that the seat leads, declares or buries.
import { cardText, say, t } from "../../lib/i18n.svelte";
import type { LogEntry, View } from "../../lib/protocol";
import { line } from "./lines";

// counting cards (G6): fives 5, tens and kings 10
export function points(cards: string[]): number {
  return cards.reduce((n, c) => n + ({ "5": 5, "10": 10, K: 10 }[c.slice(1)] ?? 0), 0);
}

function played(who: string, cards: string[]): string {
  return t("sp-sj-played", { who, cards: cards.map(cardText).join(" "), points: points(cards) });
}

export function spoken(entries: LogEntry[], view: View, seatName: (s: number) => string): string[] {
  const out = entries.map((e) => e.type === "play" && !e.lead && Array.isArray(e.cards)
    ? played(seatName(e.seat ?? 0), e.cards) : line(e, seatName));
  const last = entries[entries.length - 1];
  const winning = view.words?.winning;
  if (last?.type === "play" && view.phase === "play" && (view.current_trick ?? []).length && winning != null) {
    out.push(t("sp-sj-winning", { who: seatName(winning) }));
  }
  return out;
}

export function answer(view: View, seatName: (s: number) => string): string {
  const w = view.words ?? {};
  if (view.finished) return "";
  if (view.phase === "declare") return w.declaration ? say(w.declaration_msg, w.declaration) : t("sj-nobody-declared");
  if (view.phase === "bury") return t("sj-pick-to-bury", { n: view.kitty_size ?? 0 });
  const trick: { seat: number; cards: string[] }[] = view.current_trick ?? [];
  if (!trick.length) return t("sp-sj-you-lead", { n: (view.tricks?.length ?? 0) + 1 });
  const said = trick.map((p, k) => k === 0 && w.lead
    ? t("sp-sj-led", { who: seatName(p.seat), lead: say(w.lead_msg, w.lead) })
    : played(seatName(p.seat), p.cards));
  if (w.winning != null) said.push(t("sp-sj-winning", { who: seatName(w.winning) }));
  return said.join(t("sr-sep"));
}

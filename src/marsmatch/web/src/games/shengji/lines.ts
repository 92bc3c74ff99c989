// A Shengji log entry as one line of words (the deal log and the screen reader's news).
import { cardText, say, t } from "../../lib/i18n.svelte";
import type { LogEntry } from "../../lib/protocol";

export function line(e: LogEntry, seatName: (s: number) => string): string {
  const who = e.seat !== undefined ? seatName(e.seat) : "";
  switch (e.type) {
    case "declare": return e.cards_out !== undefined
      ? t("sj-log-declare-live", { who, cards: (e.cards as string[]).map(cardText).join(" "), dealt: e.cards_out })
      : t("sj-log-declare", { who, cards: (e.cards as string[]).map(cardText).join(" ") });
    case "pass": return t("sj-log-pass", { who }); // a Shengji pass is always while declaring (G3.1)
    case "trump": return say(e.text_msg, e.text ?? "");
    case "redeal": return t("sj-log-redeal");
    case "bury": return t("sj-log-bury", { who, n: Array.isArray(e.cards) ? e.cards.length : Number(e.cards) });
    case "play": return e.lead ? t("sj-log-lead", { who, lead: say(e.lead_msg, e.lead) }) : t("sj-log-follow", { who, cards: (e.cards as string[]).map(cardText).join(" ") });
    case "trick": return t("sj-log-trick", { who: seatName(e.winner), n: e.number, points: e.points, why: say(e.why_msg, e.why) });
    case "scored": return t("sj-log-scored", { points: e.attackers_points });
    default: return who;
  }
}

// A MarsMatch log entry as one line of words (the round log and the screen reader's news).
import { num, say, t } from "../../lib/i18n.svelte";
import type { LogEntry } from "../../lib/protocol";

export function line(e: LogEntry, seatName: (s: number) => string): string {
  const who = seatName(e.seat ?? 0);
  switch (e.type) {
    case "play": return t("mm-log-play", { who, play: say(e.describe_msg, e.describe) });
    case "pass": return t("log-pass", { who });
    case "trick": return t("mm-log-trick", { who, streak: e.streak ?? 1 });
    case "heavenly": return t("mm-log-heavenly", { who, hand: say(e.hand_msg, e.hand_title), title: say(e.title_msg, e.title), points: num(e.points) });
    case "round_won": return t("mm-log-round-won", { who, how: say(e.how_msg, e.how_text), title: say(e.title_msg, e.title), points: num(e.points) });
    default: return who;
  }
}

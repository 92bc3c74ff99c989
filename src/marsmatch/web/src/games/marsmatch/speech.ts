// What a MarsMatch table says aloud (screen reader, voice): each new log line, and before
// "Your turn" the play to answer (who played what) or that the seat leads.
import { say, t } from "../../lib/i18n.svelte";
import type { LogEntry, View } from "../../lib/protocol";
import { line } from "./lines";

export function spoken(entries: LogEntry[], _view: View, seatName: (s: number) => string): string[] {
  return entries.map((e) => line(e, seatName));
}

export function answer(view: View, seatName: (s: number) => string): string {
  if (view.finished) return "";
  if (!view.top) return t("sp-mm-lead");
  const w = view.words ?? {};
  const play = say(w.top?.describe_msg, view.top.describe);
  const who = seatName(view.top.seat);
  return t(unbeatable(view) ? "sp-mm-answer-unbeatable" : "sp-mm-answer", { who, play });
}

// the play to beat is the highest there is (the server's "what beats it" says nothing, R3.9)
export function unbeatable(view: View): boolean {
  return view.words?.top?.beaten_by_msg?.id === "mm-beaten-nothing";
}

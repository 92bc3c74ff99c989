// Words for people: no snake_case or raw id reaches a reader; lists and names in the
// page's language (lib/i18n.svelte.ts).
import { botLevel, lang, t } from "./i18n.svelte";

// "score_banker_starlink" -> "Score banker starlink"; "best_type" -> "best type"
export function humanName(name: string, capital = true): string {
  const text = String(name).replace(/[_:]+/g, " ").trim();
  return capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function listWords(items: string[]): string {
  return new Intl.ListFormat(lang(), { type: "conjunction" }).format(items);
}

// a table's name for people: its own, or the game and who sits there
export function tableTitle(tb: { id: string; name: string; game?: string; title: string; seats: { name: string | null }[] }): string {
  if (tb.name && tb.name !== tb.id) return tb.name;
  const who = tb.seats.map((s) => s.name).filter(Boolean) as string[];
  return t("table-title", { game: tb.game ?? "", who: who.length ? listWords(who.map(shortName)) : t("free-seats") });
}

// "Bot 2 (easy)" as "Bot 2" in the reader's language, where room is short (the full
// name stays in tooltips)
export function shortName(name: string | null | undefined): string {
  const bot = /^Bot (\d+)(?: \([a-z0-9-]+\))?$/.exec(name ?? "");
  return bot ? t("bot-seat-bare", { n: bot[1] }) : (name ?? "");
}

// the bot levels people choose from, weakest first (bots/__init__.py LEVELS): the lobby's
// menu lists them first, a seat shows its rank ("level 1 · easy")
export const BOT_LEVELS = ["easy", "normal", "strong"];
export function botTag(bot: string): string {
  const rank = BOT_LEVELS.indexOf(bot) + 1;
  return rank ? t("bot-rank-tag", { rank, level: botLevel(bot) }) : botLevel(bot);
}

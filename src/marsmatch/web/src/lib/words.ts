// Words for people: no snake_case or raw id reaches a reader.

// "score_banker_starlink" -> "Score banker starlink"; "best_type" -> "best type"
export function humanName(name: string, capital = true): string {
  const text = String(name).replace(/[_:]+/g, " ").trim();
  return capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function plural(n: number, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : many}`;
}

export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// a table's name for people: its own, or the game and who sits there
export function tableTitle(t: { id: string; name: string; title: string; seats: { name: string | null }[] }): string {
  if (t.name && t.name !== t.id) return t.name;
  const who = t.seats.map((s) => s.name).filter(Boolean) as string[];
  return `${t.title} with ${who.length ? listWords(who.map(shortName)) : "free seats"}`;
}

// "Bot 2 (greedy)" as "Bot 2", where room is short (the full name stays in tooltips)
export function shortName(name: string | null | undefined): string {
  return (name ?? "").replace(/ \((random|greedy|search|search-v1|learned)\)$/, "");
}

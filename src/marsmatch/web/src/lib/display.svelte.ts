// How this browser shows a hand (kept in localStorage): four-colour suits, the order
// (low to high or high to low) and the card size. Every size is at least 44 CSS pixels
// wide on a phone, the usual touch size.
export type Order = "up" | "down";
export type Size = "s" | "m" | "l";
interface Display { fourColour: boolean; order: Order; size: Size }

const KEY = "mm-display";

function load(): Display {
  const base: Display = { fourColour: false, order: "up", size: "m" };
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    if (typeof saved.fourColour === "boolean") base.fourColour = saved.fourColour;
    if (saved.order === "up" || saved.order === "down") base.order = saved.order;
    if (["s", "m", "l"].includes(saved.size)) base.size = saved.size;
  } catch { /* nothing kept */ }
  return base;
}

export const display = $state<Display>(load());

export function saveDisplay(): void {
  try { localStorage.setItem(KEY, JSON.stringify(display)); } catch { /* private mode */ }
}

// How this browser shows a hand (kept in localStorage): four-colour suits, the order
// (low to high or high to low) and the card size. Every size is at least 44 CSS pixels
// wide on a phone, the usual touch size.
export type Order = "up" | "down";
export type Size = "s" | "m" | "l";
// the feel of the table (lib/feel.ts): card and trick motion (never when the system asks
// for reduced motion), sound cues for plays and tricks, voice call-outs of the plays
interface Display { fourColour: boolean; order: Order; size: Size; motion: boolean; cues: boolean; voice: boolean }

const KEY = "mm-display";

function load(): Display {
  const base: Display = { fourColour: false, order: "up", size: "m", motion: true, cues: false, voice: false };
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    if (typeof saved.fourColour === "boolean") base.fourColour = saved.fourColour;
    if (saved.order === "up" || saved.order === "down") base.order = saved.order;
    if (["s", "m", "l"].includes(saved.size)) base.size = saved.size;
    for (const k of ["motion", "cues", "voice"] as const) if (typeof saved[k] === "boolean") base[k] = saved[k];
  } catch { /* nothing kept */ }
  return base;
}

export const display = $state<Display>(load());

export function saveDisplay(): void {
  try { localStorage.setItem(KEY, JSON.stringify(display)); } catch { /* private mode */ }
}

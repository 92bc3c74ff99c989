// Every word on screen comes from the Fluent catalogues in src/marsmatch/words/<lang>/*.ftl
// (docs/translations.md): the same files the Python side formats, so the engine's words and
// the page's words are one source per language. The language is the browser's (en,
// zh-Hans, zh-Hant), switchable, and kept in this browser.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { negotiateLanguages } from "@fluent/langneg";

const FILES = import.meta.glob("../../../words/*/*.ftl", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export const LANGS = [
  { code: "en", name: "English" },
  { code: "zh-Hans", name: "简体中文" },
  { code: "zh-Hant", name: "繁體中文" },
] as const;
export type Lang = (typeof LANGS)[number]["code"];
const CODES = LANGS.map((l) => l.code) as string[];
const KEY = "mm-lang";

const bundles = new Map<string, FluentBundle>();
for (const code of CODES) {
  const b = new FluentBundle(code, { useIsolating: false });
  for (const [path, text] of Object.entries(FILES)) {
    if (path.split("/").at(-2) === code) {
      const errors = b.addResource(new FluentResource(text));
      if (errors.length) console.error(`catalogue ${path}:`, errors[0]);
    }
  }
  bundles.set(code, b);
}

// zh-TW, zh-HK and zh-MO read Traditional characters; other Chinese tags Simplified
function script(tag: string): string {
  const t = tag.toLowerCase();
  if (!t.startsWith("zh")) return tag;
  return /hant|-tw|-hk|-mo/.test(t) ? "zh-Hant" : "zh-Hans";
}

export function browserLang(wanted: readonly string[] = navigator.languages ?? [navigator.language]): Lang {
  const found = negotiateLanguages(wanted.map(script), CODES, { defaultLocale: "en", strategy: "lookup" });
  return (found[0] ?? "en") as Lang;
}

function stored(): Lang | null {
  try {
    const v = localStorage.getItem(KEY);
    return v && CODES.includes(v) ? (v as Lang) : null;
  } catch {
    return null;
  }
}

const first: Lang = stored() ?? browserLang();
let current = $state<Lang>(first);
document.documentElement.lang = first;

export function lang(): Lang {
  return current;
}

export function setLang(code: Lang): void {
  current = code;
  document.documentElement.lang = code;
  try { localStorage.setItem(KEY, code); } catch { /* private mode: not kept */ }
}

// a message from the server: its id and arguments (words/__init__.py)
export interface Msg { id: string; args?: Record<string, unknown> }
type Arg = string | number | Msg | { cards: string[] } | Arg[] | null | undefined;

const SUITS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function cardText(code: string): string {
  if (code === "BJ" || code === "LJ") return t(`card-${code}`);
  if (code.length > 1 && SUITS[code[0]]) return code.slice(1) + SUITS[code[0]];
  return code;
}

// Bots are named by the server "Bot 2 (easy)" (in records too); a reader sees them in
// their language, the level by the menu's word: "机器人 2（简单）"
const BOT_NAME = /\bBot (\d+)(?: \(([a-z0-9-]+)\))?/g;
export function botLevel(level: string): string {
  return has(`bot-level-${level}`) ? t(`bot-level-${level}`) : level;
}
export function personNames(text: string): string {
  if (!text || !text.includes("Bot ")) return text;
  return text.replace(BOT_NAME, (_m, n: string, level?: string) =>
    level ? t("bot-seat-name", { n, level: botLevel(level) }) : t("bot-seat-bare", { n }));
}

// names a page shows its own way (the guided games' Mia, Bot, East...: Learn.svelte)
export const ownNames = new Map<string, string>();

function arg(v: Arg): FluentVariable {
  if (typeof v === "string") return ownNames.get(v) ?? personNames(v);
  if (Array.isArray(v)) return v.map((x) => String(arg(x))).join(t("list-sep"));
  if (v && typeof v === "object") {
    if ("cards" in v) return v.cards.map(cardText).join(" ");
    if ("id" in v) return say(v);
  }
  return (v ?? "") as FluentVariable;
}

// the message `id` in the current language (English where it lacks it; the id if neither has it)
export function t(id: string, args: Record<string, Arg> = {}): string {
  const code = current; // read first: a component re-renders when the language changes
  const vars: Record<string, FluentVariable> = {};
  for (const [k, v] of Object.entries(args)) vars[k] = arg(v);
  for (const b of [bundles.get(code), bundles.get("en")]) {
    const m = b?.getMessage(id);
    if (b && m?.value) return b.formatPattern(m.value, vars);
  }
  return id;
}

// a server message; `fallback` (the JSON's English text) where there is none
export function say(m: Msg | null | undefined, fallback = ""): string {
  return m && m.id ? t(m.id, (m.args ?? {}) as Record<string, Arg>) : fallback;
}

// a number as the language writes it
export function num(n: number): string {
  return new Intl.NumberFormat(current).format(n);
}

// a message the current language may have where English has the engine's own words
// (the lobby's rule options): that language's, else the fallback
export function maybe(id: string, fallback: string): string {
  const b = bundles.get(current);
  const m = b?.getMessage(id);
  return b && m?.value ? b.formatPattern(m.value, {}) : fallback;
}

export function has(id: string): boolean {
  return !!bundles.get("en")?.hasMessage(id);
}

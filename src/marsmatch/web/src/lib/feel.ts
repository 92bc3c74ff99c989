// The feel of a card room: a short sound cue when cards are played and when a trick is
// won, and voice call-outs of the plays through the browser's speech synthesis, in the
// page's language (Mandarin or English). Each is a display option (off until chosen);
// the motion itself is CSS (app.css, "feel"), off under prefers-reduced-motion.
import { display } from "./display.svelte";
import { lang } from "./i18n.svelte";

export type Cue = "play" | "trick";
const TONES: Record<Cue, [number, number]> = { play: [520, 0.09], trick: [784, 0.22] };
let audio: AudioContext | null = null;

export function cue(kind: Cue): void {
  if (!display.cues) return;
  (window as any).__mmCues = [...((window as any).__mmCues ?? []), kind]; // tests read it
  try {
    audio ??= new AudioContext();
    const [freq, length] = TONES[kind];
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = "triangle";
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, audio.currentTime + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + length);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + length + 0.05);
  } catch {
    /* no audio here */
  }
}

const VOICE_LANG: Record<string, string> = { en: "en-US", "zh-Hans": "zh-CN", "zh-Hant": "zh-TW" };

export function speak(text: string): void {
  if (!display.voice || !text || typeof speechSynthesis === "undefined") return;
  const u = new SpeechSynthesisUtterance(text);
  u.lang = VOICE_LANG[lang()] ?? "en-US";
  u.rate = 1.1;
  speechSynthesis.cancel(); // the newest play, not a queue of old ones
  speechSynthesis.speak(u);
}

// Telling a player it is their turn: the tab title, an optional sound, a vibration.
import { prefs } from "./prefs";

const BASE_TITLE = "MarsMatch";

export function setTitle(text: string | null): void {
  document.title = text ? `${text} · ${BASE_TITLE}` : BASE_TITLE;
}

let audio: AudioContext | null = null;

function beep(): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.3);
  } catch {
    /* no audio here */
  }
}

// the number of alerts given (tests read it from the page)
export const alerts = { count: 0 };

export function yourTurn(): void {
  alerts.count += 1;
  (window as any).__mmAlerts = alerts.count;
  if (prefs.sound) beep();
  if (prefs.vibrate && "vibrate" in navigator) navigator.vibrate?.([120, 60, 120]);
}

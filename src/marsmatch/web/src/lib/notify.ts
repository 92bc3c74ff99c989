// "Your turn" as a system notification (the Notifications API) while this tab is in the
// background: for turn-based tables, where a turn can come hours later. Asked for only
// when the person presses the button; nothing is shown while the tab is in front.
export function notificationsAsked(): NotificationPermission | "none" {
  return typeof Notification === "undefined" ? "none" : Notification.permission;
}

export async function askNotifications(): Promise<boolean> {
  if (typeof Notification === "undefined") return false;
  return (await Notification.requestPermission()) === "granted";
}

// the notifications shown (tests read it from the page)
export const shown: { title: string; body: string }[] = [];

export function notifyTurn(title: string, body: string, link: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible") return;
  shown.push({ title, body });
  (window as any).__mmNotified = shown;
  const n = new Notification(title, { body, tag: link });
  n.onclick = () => { window.focus(); location.hash = link; n.close(); };
}

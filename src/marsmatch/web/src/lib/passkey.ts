// Passkeys (WebAuthn) through the browser's own JSON forms of the options and answers
// (PublicKeyCredential.parseCreationOptionsFromJSON / toJSON); the server checks them with
// py_webauthn (people/passkeys.py).
import { api } from "./api";

export function passkeysWork(): boolean {
  return typeof PublicKeyCredential !== "undefined" && "parseCreationOptionsFromJSON" in PublicKeyCredential;
}

// a new account with a passkey (signed out), or one more passkey for the signed-in account
export async function registerPasskey(fields: { login?: string; display_name?: string; language?: string } = {}): Promise<any> {
  const o = await api<any>("/api/auth/passkey/register/options", fields);
  const publicKey = (PublicKeyCredential as any).parseCreationOptionsFromJSON(o.options);
  const cred = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential | null;
  if (!cred) throw new Error("no passkey");
  return api("/api/auth/passkey/register", { ceremony: o.ceremony, credential: (cred as any).toJSON() });
}

export async function signInWithPasskey(): Promise<any> {
  const o = await api<any>("/api/auth/passkey/signin/options", {});
  const publicKey = (PublicKeyCredential as any).parseRequestOptionsFromJSON(o.options);
  const cred = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential | null;
  if (!cred) throw new Error("no passkey");
  return api("/api/auth/passkey/signin", { ceremony: o.ceremony, credential: (cred as any).toJSON() });
}

// Passwords are kept only as salted PBKDF2 hashes (Web Crypto), never as text.

export interface PasswordHash {
  salt: string;
  hash: string;
  iterations: number;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return toBase64(bits);
}

export async function hashPassword(password: string, iterations: number): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await derive(password, salt, iterations), iterations };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations);
  // compare every character so the time taken says nothing about where they differ
  let difference = candidate.length ^ stored.hash.length;
  for (let i = 0; i < candidate.length; i++)
    difference |= candidate.charCodeAt(i) ^ stored.hash.charCodeAt(i % stored.hash.length);
  return difference === 0;
}

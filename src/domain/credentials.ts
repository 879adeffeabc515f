// Requirements §5: e-mail first, then password.

export const minimumPasswordLength = 6;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the entered credentials, or null when they may be sent. */
export function validateCredentials(email: string, password: string): string | null {
  if (!emailPattern.test(email)) return 'Please enter a valid email address';
  if (password.length < minimumPasswordLength) return 'Password must be at least 6 characters long';
  return null;
}

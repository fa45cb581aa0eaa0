import { avatarColour } from '../lib/avatar.js';

/** The first letter of the email on a colour derived from the email. */
export function Avatar({ email, size = 36 }: { email: string; size?: number }) {
  const letter = (email.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: avatarColour(email), fontSize: size * 0.45 }}
    >
      {letter}
    </span>
  );
}

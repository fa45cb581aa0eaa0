/**
 * A stable colour per email: a hue from a string hash, at a lightness dark enough for white text
 * to meet WCAG AA contrast.
 */
export function avatarColour(email: string): string {
  let h = 0;
  for (const ch of email.trim().toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return `hsl(${h % 360} 55% 36%)`;
}

/**
 * What a price alert's push shows (decision 142). The payload comes from our server, but the
 * service worker still only shows well-formed text and opens same-origin paths.
 */
interface AlertNotice {
  title: string;
  body: string;
  url: string;
  unseen: number | null;
}

const FALLBACK: AlertNotice = {
  title: 'Price alert',
  body: 'One of your price alerts fired.',
  url: '/price-alerts',
  unseen: null,
};

function text(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.trim() ? v.slice(0, max) : null;
}

/** Reads the push payload (JSON text); anything unreadable shows the generic notice. */
export function readAlertPush(data: string | null | undefined): AlertNotice {
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(data ?? '');
    if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
    raw = parsed as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  const url = text(raw.url, 200);
  const unseen = raw.unseen;
  return {
    title: text(raw.title, 120) ?? FALLBACK.title,
    body: text(raw.body, 300) ?? FALLBACK.body,
    url: url?.startsWith('/') && !url.startsWith('//') ? url : FALLBACK.url,
    unseen: typeof unseen === 'number' && Number.isInteger(unseen) && unseen >= 0 ? unseen : null,
  };
}

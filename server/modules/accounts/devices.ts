/**
 * What a user agent says about the device behind a session (decision 136): browser, system and
 * kind of device, parsed with ua-parser-js. The key leaves versions out, so a browser update is
 * not a new device to the sign-in alerts.
 */
import { UAParser } from 'ua-parser-js';

interface DeviceInfo {
  /** 'Chrome', 'Firefox', ...; 'Unknown browser' when the agent does not say. */
  browser: string;
  /** 'Windows', 'macOS', 'Android', ...; 'Unknown system' when the agent does not say. */
  os: string;
  /** 'desktop', 'mobile' or 'tablet' (ua-parser-js names no type for desktops). */
  type: 'desktop' | 'mobile' | 'tablet';
  /** A maker and model when the agent names one ('Apple iPhone'), otherwise null. */
  model: string | null;
}

/** The longest user agent read; longer ones are cut (they are never that long in practice). */
export const USER_AGENT_MAX = 300;

function osName(name: string | undefined): string | undefined {
  return name === 'Mac OS' ? 'macOS' : name;
}

export function parseDevice(userAgent: string | null | undefined): DeviceInfo {
  const r = new UAParser((userAgent ?? '').slice(0, USER_AGENT_MAX)).getResult();
  const type = r.device.type === 'mobile' || r.device.type === 'tablet' ? r.device.type : 'desktop';
  const model = [r.device.vendor, r.device.model].filter(Boolean).join(' ');
  return {
    browser: r.browser.name || 'Unknown browser',
    os: osName(r.os.name) || 'Unknown system',
    type,
    model: model || null,
  };
}

/** How the device reads in the session list and in emails: 'Chrome on Windows'. */
export function deviceLabel(d: DeviceInfo): string {
  return `${d.browser} on ${d.model ? `${d.model} (${d.os})` : d.os}`;
}

/** What two sign-ins must share to count as the same device. */
export function deviceKey(d: DeviceInfo): string {
  return `${d.browser}|${d.os}|${d.type}|${d.model ?? ''}`;
}

/** System Chromium flags: root needs --no-sandbox; the rest keep it from dialling out on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, as the journeys and the web bench (bench/lighthouse.ts) start it: this machine's
// network is closed, and without these flags Chromium keeps trying to reach Google's services.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

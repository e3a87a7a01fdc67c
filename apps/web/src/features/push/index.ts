export { askForPush, type PushReason } from './ask.ts';
export { PushHost } from './push-host.tsx';
export { PushSettings } from './push-settings.tsx';

export { askForPush, type PushReason } from './ask.ts';
export { PushHost } from './PushHost.tsx';
export { PushSettings } from './push-settings.tsx';

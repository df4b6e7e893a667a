// What the app may use of the reply-ready notice.
export { NotifySwitch } from './notify-switch';
export { useReplyReady } from './use-reply-ready';

import { readStored, writeStored } from '../../components/local-storage';

const NOTIFY_KEY = 'reply-notifications';

/** Whether this browser shows the system's notifications at all. */
export const canNotify = () => typeof Notification === 'function';

/** Whether the person turned notifications on here, and the browser still lets them through. */
export const notifyingOn = () =>
  readStored(NOTIFY_KEY) === 'on' && canNotify() && Notification.permission === 'granted';

export const storeNotifying = (on: boolean) => writeStored(NOTIFY_KEY, on ? 'on' : null);
